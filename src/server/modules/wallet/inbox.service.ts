import { type Kysely, sql, type Transaction } from 'kysely';
import type { MessagePage } from '@/core/api/money';
import type { Language } from '@/core/languages';
import type { MoneyParam, TextParam } from '@/core/message-params';
import { preparedQuery } from '@/server/db/connect';
import type { Database } from '@/server/db/database';
import { translate } from '@/server/i18n';
import { enqueue } from '@/server/jobs/queue';

/** Inbox message kinds (spec §3); each has `inbox_<kind>_title` and `inbox_<kind>_body` in locales/<lang>/errors.json. */
export const MESSAGE_KINDS = [
  'deposit_credited',
  'deposit_failed',
  'withdrawal_approved',
  'withdrawal_rejected',
  // A contract of the reader's ended by someone else's action (docs/contracts-api.md "Notices").
  'contract_ended',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/**
 * A message's parameters: plain texts (an order number), amounts as moneyParam(minor, currency) and brand texts as
 * textParam(names, fallback) — never pre-formatted amounts: the reader's language formats them (message-params.ts).
 */
export type MessageParams = Record<string, string | number | MoneyParam | TextParam>;

/** Kinds that also go to the player's bound email (issue 27: withdrawal paid / rejected; inbox-email.ts sends). */
export const EMAILED_KINDS: ReadonlySet<MessageKind> = new Set([
  'withdrawal_approved',
  'withdrawal_rejected',
]);
export const INBOX_EMAIL_JOB = 'inbox.email';

/**
 * Writes a message in the caller's transaction, so it exists exactly when the event that causes it commits.
 * Parameters are stored, not text: the reader's language renders them.
 */
export async function postMessage(
  trx: Transaction<Database>,
  message: { brand: string; accountId: bigint; kind: MessageKind; params: MessageParams },
): Promise<void> {
  const { id } = await trx
    .insertInto('inbox_message')
    .values({
      brand_code: message.brand,
      account_id: message.accountId,
      kind: message.kind,
      params: JSON.stringify(message.params),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Some kinds also go to the player's email, queued with the message: sent once it commits, retried on failure.
  if (EMAILED_KINDS.has(message.kind))
    await enqueue(trx, {
      kind: INBOX_EMAIL_JOB,
      payload: { brand: message.brand, messageId: id.toString() },
      dedupeKey: `inbox-email:${id}`,
    });
}

/**
 * The message in the reader's language. A parameter named `<name>Key` holds a catalogue key: it is translated
 * (with the same parameters) and given to the texts as `<name>`, so a kind or a reason reads in that language too.
 */
export function renderMessage(language: Language, kind: string, params: Record<string, unknown>) {
  const all: Record<string, unknown> = { ...params };
  for (const [name, value] of Object.entries(params)) {
    if (name.endsWith('Key') && name.length > 3 && typeof value === 'string') {
      all[name.slice(0, -3)] = translate(language, value, params);
    }
  }
  return {
    title: translate(language, `inbox_${kind}_title`, all),
    content: translate(language, `inbox_${kind}_body`, all),
  };
}

export async function unreadCount(db: Kysely<Database>, accountId: bigint): Promise<number> {
  const rows = await preparedQuery<{ n: number }>(
    db,
    'inbox-unread',
    'select count(*)::int as n from inbox_message where account_id = $1 and deleted_at is null and read_at is null',
    [accountId],
  );
  return rows[0]?.n ?? 0;
}

export async function listMessages(
  db: Kysely<Database>,
  accountId: bigint,
  language: Language,
  page: { pageNo: number; pageSize: number; unreadOnly?: boolean },
): Promise<MessagePage> {
  let base = db
    .selectFrom('inbox_message')
    .where('account_id', '=', accountId)
    .where('deleted_at', 'is', null);
  if (page.unreadOnly) base = base.where('read_at', 'is', null);
  const [rows, counts, unread] = await Promise.all([
    base
      .select(['id', 'kind', 'params', 'read_at', 'created_at'])
      .orderBy('id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirst(),
    unreadCount(db, accountId),
  ]);
  const total = counts?.n ?? 0;
  return {
    content: rows.map((r) => ({
      id: r.id.toString(),
      kind: r.kind,
      ...renderMessage(language, r.kind, r.params),
      read: r.read_at !== null,
      createdAt: r.created_at.toISOString(),
    })),
    pageNum: page.pageNo,
    pageSize: page.pageSize,
    total,
    totalPages: Math.ceil(total / page.pageSize),
    unread,
  };
}

/** Marks the given messages (or all) of the account read; ids of other accounts are simply not touched. */
export async function markRead(
  db: Kysely<Database>,
  accountId: bigint,
  ids: bigint[] | 'all',
): Promise<number> {
  let query = db
    .updateTable('inbox_message')
    .set({ read_at: sql<Date>`now()` })
    .where('account_id', '=', accountId)
    .where('deleted_at', 'is', null)
    .where('read_at', 'is', null);
  if (ids !== 'all') {
    if (ids.length === 0) return 0;
    query = query.where('id', 'in', ids);
  }
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function deleteMessages(
  db: Kysely<Database>,
  accountId: bigint,
  ids: bigint[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db
    .updateTable('inbox_message')
    .set({ deleted_at: sql<Date>`now()` })
    .where('account_id', '=', accountId)
    .where('deleted_at', 'is', null)
    .where('id', 'in', ids)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
