import type { Kysely } from 'kysely';
import type { Brand } from '@/core/brand';
import {
  documentKindsOf,
  KYC_DOCUMENT_KINDS,
  KYC_FILE_MAX_BYTES,
  KYC_FILES_PER_UPLOAD,
  KYC_PENDING_PER_KIND,
  KYC_REASON_MAX,
  type KycDocumentKind,
  kycOf,
  levelIndex,
} from '@/core/kyc';
import { formatAmount } from '@/core/money';
import type { Database } from '@/server/db/database';
import { inTransaction, postMessage } from '@/server/domains/money';
import { recordOpsAction } from '@/server/domains/system';
import { AppError } from '@/server/errors';
import type { KycFiles, KycUpload } from './kyc-files';
import { kycFacts, levelMet, reachedIndex } from './kyc-levels';

/**
 * KYC documents (issue 27, docs/kyc.md): the player uploads, sees statuses and the level reached; staff review
 * (approve, reject with a reason) through reviewDocument — `npm run ops -- kyc-…` today, the back office later.
 * Every query is scoped to the context's brand, and a player only ever reaches their own documents.
 */
export interface KycCtx {
  db: Kysely<Database>;
  brand: Brand;
  files: KycFiles;
  now?: Date;
}

const enabled = (brand: Brand) => {
  const config = kycOf(brand.config);
  if (!config) throw new AppError('feature_disabled');
  return config;
};

const name = (brand: Brand, text: Partial<Record<string, string>>, language: string, id: string) =>
  text[language] ?? text[brand.config.languages.default] ?? id;

function documentView(row: {
  id: string;
  kind: KycDocumentKind;
  content_type: string;
  bytes: number;
  status: string;
  reason: string | null;
  created_at: Date;
  reviewed_at: Date | null;
}) {
  return {
    id: row.id,
    kind: row.kind,
    contentType: row.content_type,
    bytes: row.bytes,
    status: row.status as 'pending' | 'approved' | 'rejected',
    // The reason the player reads is a rejection's; an approval's note stays with staff (ops_action).
    reason: row.status === 'rejected' ? row.reason : null,
    createdAt: row.created_at.toISOString(),
    reviewedAt: row.reviewed_at?.toISOString() ?? null,
  };
}
export type KycDocumentView = ReturnType<typeof documentView>;

const DOCUMENT_COLUMNS = [
  'id',
  'kind',
  'content_type',
  'bytes',
  'status',
  'reason',
  'created_at',
  'reviewed_at',
] as const;

/** The Verification page: the level reached, every level's requirements and unlocks, the player's documents. */
export async function kycStatus(ctx: Omit<KycCtx, 'files'>, accountId: bigint, language: string) {
  const config = enabled(ctx.brand);
  const facts = await kycFacts(ctx.db, ctx.brand, accountId);
  if (!facts) throw new AppError('unauthorized');
  const rows = await ctx.db
    .selectFrom('kyc_document')
    .select([...DOCUMENT_COLUMNS])
    .where('account_id', '=', accountId)
    .where('brand_code', '=', ctx.brand.config.code)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  const documents = rows.map(documentView);
  const reached = reachedIndex(config, facts);
  const minorUnits = ctx.brand.config.currency.minorUnits;
  // A kind's state: approved once any document of it is, else its newest document's status, else missing.
  const kindState = (kind: KycDocumentKind): KycDocumentView['status'] | 'missing' =>
    facts.approved.has(kind) ? 'approved' : (documents.find((d) => d.kind === kind)?.status ?? 'missing');
  return {
    level: (() => {
      const level = config.levels[reached];
      return level ? { id: level.id, name: name(ctx.brand, level.name, language, level.id) } : null;
    })(),
    levels: config.levels.map((level, i) => ({
      id: level.id,
      name: name(ctx.brand, level.name, language, level.id),
      reached: i <= reached,
      met: levelMet(level, facts),
      profile: (level.profile ?? []).map((field) => ({ field, done: facts.profile.has(field) })),
      documents: (level.documents ?? []).map((kind) => ({ kind, status: kindState(kind) })),
      unlocks: {
        withdrawalAbove:
          config.withdrawal && levelIndex(config, config.withdrawal.level) === i
            ? formatAmount(config.withdrawal.above, minorUnits)
            : null,
        agent: config.agentLevel !== undefined && levelIndex(config, config.agentLevel) === i,
      },
    })),
    kinds: documentKindsOf(config),
    documents,
    currency: ctx.brand.config.currency.code,
    limits: {
      types: ['png', 'jpg', 'pdf'],
      maxMb: KYC_FILE_MAX_BYTES / 1024 / 1024,
      filesPerUpload: KYC_FILES_PER_UPLOAD,
      pendingPerKind: KYC_PENDING_PER_KIND,
    },
  };
}

/**
 * Stores 1–3 files of one kind as pending documents. Everything is checked before anything is written; the files
 * are written first and removed again when the rows are not (a refused or failed transaction).
 */
export async function uploadDocuments(
  ctx: KycCtx,
  accountId: bigint,
  input: { kind: unknown },
  uploads: KycUpload[],
): Promise<KycDocumentView[]> {
  const config = enabled(ctx.brand);
  const kind = input.kind;
  if (typeof kind !== 'string' || !(KYC_DOCUMENT_KINDS as readonly string[]).includes(kind))
    throw new AppError('kyc_kind_invalid');
  if (!documentKindsOf(config).includes(kind as KycDocumentKind)) throw new AppError('kyc_kind_invalid');
  if (uploads.length === 0) throw new AppError('kyc_file_required');
  if (uploads.length > KYC_FILES_PER_UPLOAD)
    throw new AppError('kyc_too_many_files', { max: KYC_FILES_PER_UPLOAD });
  if (uploads.some((u) => u.data.length > KYC_FILE_MAX_BYTES))
    throw new AppError('kyc_file_too_large', { max: KYC_FILE_MAX_BYTES / 1024 / 1024 });
  const brandCode = ctx.brand.config.code;
  const stored = await ctx.files.store(brandCode, uploads);
  try {
    return await inTransaction(ctx.db, async (trx) => {
      // The account row is locked: two uploads at once count each other's pending documents.
      const owner = await trx
        .selectFrom('account')
        .select('id')
        .where('id', '=', accountId)
        .where('brand_code', '=', brandCode)
        .forUpdate()
        .executeTakeFirst();
      if (!owner) throw new AppError('unauthorized');
      const kinds = await trx
        .selectFrom('kyc_document')
        .select(['status'])
        .where('account_id', '=', accountId)
        .where('kind', '=', kind as KycDocumentKind)
        .where('status', 'in', ['pending', 'approved'])
        .execute();
      if (kinds.some((r) => r.status === 'approved')) throw new AppError('kyc_already_approved');
      if (kinds.length + stored.length > KYC_PENDING_PER_KIND)
        throw new AppError('kyc_too_many_pending', { max: KYC_PENDING_PER_KIND });
      const rows = await trx
        .insertInto('kyc_document')
        .values(
          stored.map(({ id, upload }) => ({
            id,
            brand_code: brandCode,
            account_id: accountId,
            kind: kind as KycDocumentKind,
            content_type: upload.contentType,
            bytes: upload.data.length,
            ...(ctx.now ? { created_at: ctx.now } : {}),
          })) as never,
        )
        .returning([...DOCUMENT_COLUMNS])
        .execute();
      return rows.map(documentView);
    });
  } catch (error) {
    await ctx.files.discard(
      brandCode,
      stored.map((s) => s.id),
    );
    throw error;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A document's file: for a player only their own (anyone else's, another brand's or an unknown id → not found);
 * for staff (`{ staff: true }`) any document of the context's brand.
 */
export async function documentFile(
  ctx: KycCtx,
  id: string,
  who: { accountId: bigint } | { staff: true },
): Promise<{ contentType: string; data: Buffer; row: KycDocumentView & { accountId: bigint } }> {
  if (!UUID.test(id)) throw new AppError('not_found');
  let query = ctx.db
    .selectFrom('kyc_document')
    .select([...DOCUMENT_COLUMNS, 'account_id'])
    .where('id', '=', id)
    .where('brand_code', '=', ctx.brand.config.code);
  if ('accountId' in who) query = query.where('account_id', '=', who.accountId);
  const row = await query.executeTakeFirst();
  if (!row) throw new AppError('not_found');
  const data = await ctx.files.read(ctx.brand.config.code, row.id);
  return { contentType: row.content_type, data, row: { ...documentView(row), accountId: row.account_id } };
}

/** Documents waiting for review in the brand, oldest first (the ops list and, later, the back office's queue). */
export async function pendingDocuments(ctx: Pick<KycCtx, 'db' | 'brand'>, limit = 100) {
  return ctx.db
    .selectFrom('kyc_document as d')
    .innerJoin('account as a', 'a.id', 'd.account_id')
    .select(['d.id', 'a.username', 'd.kind', 'd.content_type', 'd.bytes', 'd.created_at'])
    .where('d.brand_code', '=', ctx.brand.config.code)
    .where('d.status', '=', 'pending')
    .orderBy('d.created_at')
    .orderBy('d.id')
    .limit(limit)
    .execute();
}

/**
 * Staff decision on a pending document: approved, or rejected with a reason the player reads. In one transaction:
 * the document (locked, still pending — a decided document is never decided again), an inbox message to the
 * player, and the ops_action record of who decided and why.
 */
export async function reviewDocument(
  ctx: Pick<KycCtx, 'db' | 'brand' | 'now'>,
  input: { id: string; decision: 'approved' | 'rejected'; by: string; reason: unknown },
): Promise<KycDocumentView & { username: string }> {
  const reason = typeof input.reason === 'string' ? input.reason.trim() : '';
  if (reason.length === 0 || reason.length > KYC_REASON_MAX)
    throw new AppError('invalid_request', { field: 'reason', detail: `1–${KYC_REASON_MAX} characters` });
  const by = input.by.trim();
  if (!by) throw new AppError('invalid_request', { field: 'by', detail: 'who decides' });
  if (!UUID.test(input.id)) throw new AppError('kyc_document_not_found');
  const brandCode = ctx.brand.config.code;
  return inTransaction(ctx.db, async (trx) => {
    const row = await trx
      .selectFrom('kyc_document as d')
      .innerJoin('account as a', 'a.id', 'd.account_id')
      .select(['d.id', 'd.status', 'd.kind', 'd.account_id', 'a.username'])
      .where('d.id', '=', input.id)
      .where('d.brand_code', '=', brandCode)
      .forUpdate('d')
      .executeTakeFirst();
    if (!row) throw new AppError('kyc_document_not_found');
    if (row.status !== 'pending') throw new AppError('kyc_already_decided', { status: row.status });
    const updated = await trx
      .updateTable('kyc_document')
      .set({
        status: input.decision,
        reason: reason,
        reviewed_by: by,
        reviewed_at: ctx.now ?? new Date(),
      })
      .where('id', '=', row.id)
      .returning([...DOCUMENT_COLUMNS])
      .executeTakeFirstOrThrow();
    await postMessage(trx, {
      brand: brandCode,
      accountId: row.account_id,
      kind: input.decision === 'approved' ? 'kyc_approved' : 'kyc_rejected',
      params: { documentKey: `kyc_kind_${row.kind}`, reason },
    });
    await recordOpsAction(trx, {
      brand: brandCode,
      actor: by,
      action: input.decision === 'approved' ? 'kyc-approve' : 'kyc-reject',
      target: `kyc_document:${row.id}`,
      reason,
      detail: { account: row.username, kind: row.kind },
    });
    return { ...documentView(updated), username: row.username };
  });
}
