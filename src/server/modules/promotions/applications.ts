import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql, type Transaction } from 'kysely';
import { APPLICATION_IMAGES_MAX } from '@/core/api/engagement-promotions';
import { limitOf, turnoverRequired } from '@/core/promotions';
import type { Database } from '@/server/db/database';
import { recordOpsAction } from '@/server/domains/system';
import { AppError } from '@/server/errors';
import { award } from '../bonus/award';
import { nowOf, type PromoCtx, promotionOf, requireEligible, requireOpen } from './context';
import { limitKey } from './schedule';

/**
 * Application promotions (spec §5 "Activity application"; docs/promotions.md): a comment of at most 140
 * characters and up to 3 png/jpg images of at most 5 MB each (sniffed by their magic bytes), stored under
 * DATA_DIR/promotions; an operator approves (the reward is paid) or rejects with a reason through `npm run ops`.
 */

export const COMMENT_MAX = 140;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The contract's limit (src/core/api/engagement-promotions.ts). */
export const IMAGE_MAX_FILES = APPLICATION_IMAGES_MAX;

export function sniffImage(
  data: Buffer,
): { type: 'image/png' | 'image/jpeg'; ext: 'png' | 'jpg' } | undefined {
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (data.length >= 8 && data.subarray(0, 8).equals(png)) return { type: 'image/png', ext: 'png' };
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff)
    return { type: 'image/jpeg', ext: 'jpg' };
  return undefined;
}

/** Checks the whole input before anything is stored (the first problem, as a 4xx). */
export function checkApplicationInput(comment: unknown, images: Buffer[]) {
  if (typeof comment !== 'string' || comment.trim() === '') throw new AppError('comment_required');
  const text = comment.trim();
  if ([...text].length > COMMENT_MAX) throw new AppError('comment_too_long', { max: COMMENT_MAX });
  if (images.length > IMAGE_MAX_FILES) throw new AppError('proof_too_many', { max: IMAGE_MAX_FILES });
  const sniffed = images.map((data) => {
    if (data.length > IMAGE_MAX_BYTES) throw new AppError('proof_too_large', { max: 5 });
    const kind = sniffImage(data);
    if (!kind) throw new AppError('proof_invalid_type');
    return { data, ...kind };
  });
  return { text, images: sniffed };
}

const folderOf = (dataDir: string, brand: string) => join(dataDir, 'promotions', brand);

export async function applyForPromotion(
  ctx: PromoCtx & { dataDir: string },
  who: { accountId: bigint; country?: string },
  id: string,
  input: { comment: unknown; images: Buffer[] },
) {
  const p = promotionOf(ctx, id);
  if (p.kind !== 'application') throw new AppError('promotion_not_joinable');
  const checked = checkApplicationInput(input.comment, input.images);
  requireOpen(ctx, p);
  await requireEligible(ctx, p, who.accountId, who.country);
  const brand = ctx.brand.config.code;
  const periodKey = limitKey(ctx.brand, p, nowOf(ctx));
  const approved = await ctx.db
    .selectFrom('promotion_bonus')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('brand_code', '=', brand)
    .where('promotion_id', '=', p.id)
    .where('account_id', '=', who.accountId)
    .where('period_key', '=', periodKey)
    .executeTakeFirstOrThrow();
  if (approved.n >= limitOf(p).count) throw new AppError('promotion_limit_reached');
  const folder = folderOf(ctx.dataDir, brand);
  await mkdir(folder, { recursive: true });
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('promotion_application')
        .values({
          brand_code: brand,
          promotion_id: p.id,
          account_id: who.accountId,
          period_key: periodKey,
          comment: checked.text,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const images = [];
      for (const [i, image] of checked.images.entries()) {
        const file = `${row.id}-${i + 1}.${image.ext}`;
        await writeFile(join(folder, file), image.data);
        images.push({ file, type: image.type, size: image.data.length });
      }
      return trx
        .updateTable('promotion_application')
        .set({ images: JSON.stringify(images) })
        .where('id', '=', row.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
  } catch (error) {
    // The partial unique index: one application in process per player and promotion.
    if ((error as { code?: string }).code === '23505') throw new AppError('promotion_application_pending');
    throw error;
  }
}

/** An image of the caller's own application (anyone else's, or a missing one, is the same 404). */
export async function applicationImage(
  ctx: PromoCtx & { dataDir: string },
  accountId: bigint,
  applicationId: bigint,
  n: number,
) {
  const row = await ctx.db
    .selectFrom('promotion_application')
    .select(['images'])
    .where('id', '=', applicationId)
    .where('account_id', '=', accountId)
    .where('brand_code', '=', ctx.brand.config.code)
    .executeTakeFirst();
  const image = row?.images[n - 1];
  if (!image) throw new AppError('not_found');
  return {
    type: image.type,
    data: await readFile(join(folderOf(ctx.dataDir, ctx.brand.config.code), image.file)),
  };
}

// ---- Operators (npm run ops). ----

export async function pendingApplications(db: PromoCtx['db'], dataDir: string, brand?: string) {
  let q = db
    .selectFrom('promotion_application as p')
    .innerJoin('account as a', 'a.id', 'p.account_id')
    .select(['p.id', 'p.brand_code', 'p.promotion_id', 'a.username', 'p.comment', 'p.images', 'p.created_at'])
    .where('p.status', '=', 'processing')
    .orderBy('p.id');
  if (brand) q = q.where('p.brand_code', '=', brand);
  const rows = await q.execute();
  return rows.map((r) => ({
    ...r,
    files: r.images.map((i) => join(folderOf(dataDir, r.brand_code), i.file)),
  }));
}

async function recordDecision(
  trx: Transaction<Database>,
  row: { id: bigint; brand_code: string },
  by: { actor: string; reason: string | null },
  action: string,
  detail: Record<string, unknown>,
) {
  // Through the audit trail's one writer: a back-office call also records the staff member and address.
  await recordOpsAction(trx, {
    brand: row.brand_code,
    actor: by.actor,
    action,
    target: `application ${row.id}`,
    reason: by.reason,
    detail,
  });
}

/** Approve (pays the reward, once) or reject (with a reason) an application in process; recorded in ops_action. */
export async function decideApplication(
  ctx: PromoCtx,
  applicationId: bigint,
  decision: 'approve' | 'reject',
  by: { actor: string; reason: string | null },
) {
  const found = await ctx.db
    .selectFrom('promotion_application')
    .selectAll()
    .where('id', '=', applicationId)
    .where('brand_code', '=', ctx.brand.config.code)
    .executeTakeFirst();
  if (!found) throw new AppError('promotion_application_not_found');
  if (found.status !== 'processing') throw new AppError('promotion_application_decided');
  const p = promotionOf(ctx, found.promotion_id);
  if (p.kind !== 'application') throw new AppError('promotion_not_joinable');
  const decide = async (trx: Transaction<Database>, bonusId: bigint | null) => {
    const locked = await trx
      .selectFrom('promotion_application')
      .select('status')
      .where('id', '=', found.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (locked.status !== 'processing') throw new AppError('promotion_application_decided');
    await trx
      .updateTable('promotion_application')
      .set({
        status: decision === 'approve' ? 'approved' : 'rejected',
        reason: by.reason,
        decided_by: by.actor,
        decided_at: new Date(),
        bonus_id: bonusId,
      })
      .where('id', '=', found.id)
      .execute();
    await recordDecision(trx, found, by, `promotion.${decision}`, {
      promotion: p.id,
      accountId: found.account_id.toString(),
      ...(decision === 'approve' ? { amount: p.reward.amount } : {}),
    });
  };
  if (decision === 'reject') {
    await ctx.db.transaction().execute((trx) => decide(trx, null));
    return { id: found.id, status: 'rejected' as const, bonusId: null };
  }
  const result = await award(ctx.db, {
    brand: ctx.brand,
    promotion: p,
    accountId: found.account_id,
    key: `application:${found.id}`,
    periodKey: found.period_key,
    source: `application ${found.id}`,
    amount: BigInt(p.reward.amount),
    turnoverRequired: (a) => turnoverRequired(p, a),
    status: 'credited',
    inside: (trx, bonus) => decide(trx, bonus.id),
  });
  return { id: found.id, status: 'approved' as const, bonusId: result.bonus.id };
}
