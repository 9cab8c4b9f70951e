/**
 * The KYC API (issue 27, docs/kyc.md): the player's verification status, document upload and the player's own
 * files. Staff review is a service call (modules/kyc/kyc.service.ts reviewDocument), reached through `npm run ops`
 * until the back office exists. Each endpoint's contract is written here once (docs/api-contracts.md).
 */
import { KYC_DOCUMENT_KINDS, KYC_DOCUMENT_STATUSES, KYC_PROFILE_FIELDS } from '../kyc';
import { contract } from './contract';
import { Bool, Enum, Int, Nullable, type Static, Str, Type } from './schema';

const tags = ['kyc'];
const bearer = [{ bearer: [] }];

export const KycDocument = Type.Object({
  id: Str,
  kind: Enum(KYC_DOCUMENT_KINDS),
  contentType: Str,
  bytes: Int,
  status: Enum(KYC_DOCUMENT_STATUSES),
  /** A rejection's reason, written by staff for the player. */
  reason: Nullable(Str),
  createdAt: Str,
  reviewedAt: Nullable(Str),
});
export type KycDocument = Static<typeof KycDocument>;

export const KycLevel = Type.Object({
  id: Str,
  name: Str,
  /** Reached with every level below it. */
  reached: Bool,
  /** Its own requirements are met (a lower level may still be missing). */
  met: Bool,
  profile: Type.Array(Type.Object({ field: Enum(KYC_PROFILE_FIELDS), done: Bool })),
  documents: Type.Array(
    Type.Object({
      kind: Enum(KYC_DOCUMENT_KINDS),
      status: Enum([...KYC_DOCUMENT_STATUSES, 'missing'] as const),
    }),
  ),
  /** What the level unlocks: withdrawals above this amount (brand currency, formatted), agent status. */
  unlocks: Type.Object({ withdrawalAbove: Nullable(Str), agent: Bool }),
});
export type KycLevel = Static<typeof KycLevel>;

export const KycStatus = Type.Object({
  level: Nullable(Type.Object({ id: Str, name: Str })),
  levels: Type.Array(KycLevel),
  /** The document kinds this brand asks for. */
  kinds: Type.Array(Enum(KYC_DOCUMENT_KINDS)),
  documents: Type.Array(KycDocument),
  currency: Str,
  limits: Type.Object({
    types: Type.Array(Str),
    maxMb: Int,
    filesPerUpload: Int,
    pendingPerKind: Int,
  }),
});
export type KycStatus = Static<typeof KycStatus>;

export const kycStatus = contract({
  method: 'GET',
  url: '/wps/member/kyc',
  tags,
  summary:
    "The caller's verification: the level reached, each level's requirements and unlocks, the uploaded documents and their statuses",
  security: bearer,
  value: KycStatus,
});

export const kycUpload = contract({
  method: 'POST',
  url: '/wps/member/kyc/documents',
  tags,
  summary:
    'Upload documents of one kind (multipart: field "kind" id|selfie|address, files "files": 1–3 png/jpg/pdf ≤ 5 MB each); they wait for staff review',
  consumes: ['multipart/form-data'],
  security: bearer,
  value: Type.Object({ documents: Type.Array(KycDocument) }),
});

export const kycFile = contract({
  method: 'GET',
  url: '/wps/member/kyc/documents/:fileId',
  tags,
  summary: "A file of the caller's own documents; anyone else's → 404",
  security: bearer,
  params: Type.Object({
    fileId: Type.String({ pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' }),
  }),
});
