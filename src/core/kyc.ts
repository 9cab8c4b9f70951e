import type { BrandConfig, LocalizedText } from './brand';

/**
 * KYC (issue 27, docs/kyc.md): the brand's verification levels, the documents a player uploads for them and what
 * each level unlocks. Shared by the server (enforcement, review) and the member centre's Verification page.
 */

/** The documents a player can upload: an identity document, a selfie holding it, a proof of address. */
export const KYC_DOCUMENT_KINDS = ['id', 'selfie', 'address'] as const;
export type KycDocumentKind = (typeof KYC_DOCUMENT_KINDS)[number];

export const KYC_DOCUMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type KycDocumentStatus = (typeof KYC_DOCUMENT_STATUSES)[number];

/** Profile fields a level may require (account columns or account.profile keys). */
export const KYC_PROFILE_FIELDS = ['email', 'mobile', 'realName', 'idNumber'] as const;
export type KycProfileField = (typeof KYC_PROFILE_FIELDS)[number];

/** Spec §9 uploads, widened to PDF for documents: png, jpg or pdf, 5 MB each, at most 3 per upload. */
export const KYC_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const KYC_FILES_PER_UPLOAD = 3;
/** Documents of one kind waiting for review at once (a player cannot flood the review queue). */
export const KYC_PENDING_PER_KIND = 3;
export const KYC_REASON_MAX = 200;

/** One level above "none": reached when it and every level below it have their requirements met. */
export interface KycLevelConfig {
  /** Stable id (a-z, 0-9, -), referenced by withdrawal.level and agentLevel. */
  id: string;
  name: LocalizedText;
  /** Profile fields that must be filled in. */
  profile?: KycProfileField[];
  /** Document kinds of which one document must be approved. */
  documents?: KycDocumentKind[];
}

/** brand.json "kyc" (schemas/brand.schema.json). Absent: no verification, nothing is gated. */
export interface KycConfig {
  /** Levels in ascending order; below the first the player is at level "none". */
  levels: KycLevelConfig[];
  /** A single withdrawal above `above` (minor units) needs `level`. */
  withdrawal?: { above: number; level: string };
  /** Promotion of a player to agent needs this level. */
  agentLevel?: string;
}

/** The index of a level id in the brand's levels (-1: none or unknown). */
export const levelIndex = (config: KycConfig | undefined, id: string | undefined): number =>
  config && id ? config.levels.findIndex((level) => level.id === id) : -1;

/** The brand's KYC settings, or undefined when the brand verifies nobody. */
export const kycOf = (config: BrandConfig): KycConfig | undefined =>
  config.kyc && config.kyc.levels.length > 0 ? config.kyc : undefined;

/** The document kinds any of the brand's levels asks for, in the order of KYC_DOCUMENT_KINDS. */
export const documentKindsOf = (config: KycConfig | undefined): KycDocumentKind[] =>
  KYC_DOCUMENT_KINDS.filter((kind) => config?.levels.some((level) => level.documents?.includes(kind)));
