import { type Kysely, sql } from 'kysely';
import type { AuditQuery, AuditRow } from '@/core/api/office';
import type { Database } from '@/server/db/database';

/**
 * The audit log as the back office reads it (docs/back-office.md): the brand's rows of ops_action — console and
 * ops CLI alike — filtered by actor, action, target and day, newest first, and the same as CSV.
 */
type Filter = Omit<AuditQuery, 'pageNo' | 'pageSize'>;

function filtered(db: Kysely<Database>, brand: string, filter: Filter) {
  let query = db
    .selectFrom('ops_action as a')
    .leftJoin('staff as s', 's.id', 'a.staff_id')
    .where('a.brand_code', '=', brand);
  if (filter.actor) query = query.where('a.actor', 'ilike', `%${escapeLike(filter.actor)}%`);
  if (filter.action) query = query.where('a.action', 'like', `${escapeLike(filter.action)}%`);
  if (filter.target) query = query.where('a.target', 'ilike', `%${escapeLike(filter.target)}%`);
  if (filter.from) query = query.where('a.created_at', '>=', sql<Date>`${filter.from}::date`);
  if (filter.to) query = query.where('a.created_at', '<', sql<Date>`${filter.to}::date + 1`);
  return query;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const COLUMNS = [
  'a.id',
  'a.created_at',
  'a.actor',
  's.username as staff',
  'a.ip',
  'a.action',
  'a.target',
  'a.reason',
  'a.detail',
  'a.before',
  'a.after',
] as const;

function toRow(r: {
  id: bigint;
  created_at: Date;
  actor: string;
  staff: string | null;
  ip: string | null;
  action: string;
  target: string | null;
  reason: string | null;
  detail: unknown;
  before: unknown;
  after: unknown;
}): AuditRow {
  return {
    id: String(r.id),
    at: r.created_at.toISOString(),
    actor: r.actor,
    staff: r.staff,
    ip: r.ip,
    action: r.action,
    target: r.target,
    reason: r.reason,
    detail: r.detail,
    before: r.before,
    after: r.after,
  };
}

export async function auditPage(db: Kysely<Database>, brand: string, query: AuditQuery) {
  const base = filtered(db, brand, query);
  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    base
      .select(COLUMNS)
      .orderBy('a.id', 'desc')
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize)
      .execute(),
  ]);
  return { pageNo: query.pageNo, pageSize: query.pageSize, total: Number(total), list: rows.map(toRow) };
}

/** RFC 4180 field: quoted when it holds a comma, quote or line break; a leading = + - @ is defused for spreadsheets. */
export function csvField(value: unknown): string {
  let text =
    value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (values: unknown[]) => `${values.map(csvField).join(',')}\r\n`;

export async function auditCsv(db: Kysely<Database>, brand: string, filter: Filter): Promise<string> {
  const rows = await filtered(db, brand, filter)
    .select(COLUMNS)
    .orderBy('a.id', 'desc')
    .limit(100_000)
    .execute();
  const header = [
    'id',
    'at',
    'actor',
    'staff',
    'ip',
    'action',
    'target',
    'reason',
    'detail',
    'before',
    'after',
  ];
  return (
    csvLine(header) +
    rows
      .map(toRow)
      .map((r) =>
        csvLine([
          r.id,
          r.at,
          r.actor,
          r.staff,
          r.ip,
          r.action,
          r.target,
          r.reason,
          r.detail,
          r.before,
          r.after,
        ]),
      )
      .join('')
  );
}
