import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@/server/db/database';

type Db = Kysely<Database> | Transaction<Database>;

export const ticketColumns = [
  'id',
  'brand_code',
  'account_id',
  'contact',
  'question_type',
  'complaint',
  'content',
  'language',
  'source',
  'status',
  'due_at',
  'answered_at',
  'player_unread',
  'created_at',
  'updated_at',
] as const;

export async function insertTicket(
  db: Db,
  row: {
    brand_code: string;
    account_id: bigint | null;
    contact: string | null;
    question_type: string;
    complaint: boolean;
    content: string;
    language: string;
    source: 'form' | 'chat';
    due_at: Date | null;
  },
) {
  return db.insertInto('feedback_ticket').values(row).returning(ticketColumns).executeTakeFirstOrThrow();
}

export async function insertFiles(
  db: Db,
  rows: {
    id: string;
    brand_code: string;
    ticket_id?: bigint;
    room_id?: bigint;
    content_type: 'image/png' | 'image/jpeg';
    bytes: number;
  }[],
) {
  if (rows.length > 0) await db.insertInto('support_file').values(rows).execute();
}

/** A player's own tickets, newest first, with the count of replies they have not opened. */
export async function listOwnTickets(
  db: Db,
  brand: string,
  accountId: bigint,
  limit: number,
  offset: number,
) {
  const base = db
    .selectFrom('feedback_ticket')
    .where('brand_code', '=', brand)
    .where('account_id', '=', accountId);
  const [rows, totals] = await Promise.all([
    base.select(ticketColumns).orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    base
      .select((eb) => [
        eb.fn.countAll<string>().as('total'),
        eb.fn.sum<string | null>('player_unread').as('unread'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(totals.total), unread: Number(totals.unread ?? 0) };
}

export function findTicket(db: Db, brand: string, id: bigint) {
  return db
    .selectFrom('feedback_ticket')
    .select(ticketColumns)
    .where('brand_code', '=', brand)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function repliesOf(db: Db, ticketId: bigint) {
  return db
    .selectFrom('feedback_reply')
    .select(['id', 'author', 'operator_name', 'body', 'created_at'])
    .where('ticket_id', '=', ticketId)
    .orderBy('id')
    .execute();
}

export function filesOfTicket(db: Db, ticketId: bigint) {
  return db
    .selectFrom('support_file')
    .select(['id', 'content_type', 'bytes'])
    .where('ticket_id', '=', ticketId)
    .orderBy('created_at')
    .execute();
}

/** Tickets of some brands for operators: open and answered first, overdue complaints flagged by due_at. */
export function listTicketsForOperators(
  db: Db,
  brands: string[] | null,
  status: 'open' | 'answered' | 'closed' | 'all',
  limit: number,
) {
  let query = db
    .selectFrom('feedback_ticket')
    .leftJoin('account', 'account.id', 'feedback_ticket.account_id')
    .select([...ticketColumns.map((c) => `feedback_ticket.${c}` as const), 'account.username'])
    .orderBy('feedback_ticket.id', 'desc')
    .limit(limit);
  if (brands) query = query.where('feedback_ticket.brand_code', 'in', brands);
  if (status !== 'all') query = query.where('feedback_ticket.status', '=', status);
  return query.execute();
}
