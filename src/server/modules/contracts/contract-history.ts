import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import { type ContractKind, formatRate, isContractKind } from '@/core/contracts';
import { AppError } from '@/server/errors';
import { accountParam, pagingOf } from '../agent/agent.query';
import type { ContractRow, Db } from './contracts.repository';
import { type ContractCtx, contractView } from './contracts.service';
import type { ContractEventTable } from './contracts.tables';

/**
 * The history of an agent's contracts (docs/contracts-api.md "History and notices"): every contract it signed or
 * was offered — ended, rejected, superseded, cancelled as well as the current ones — with the trail of events and
 * who caused each, and the unread notices of contracts ended by someone else (badges, marked read on the page).
 */

type Query = Record<string, unknown>;

/** An event row; `detail.by` names the bill or contract that caused it. */
type EventRow = Pick<Selectable<ContractEventTable>, 'contract_id' | 'at' | 'actor' | 'action' | 'reason'> & {
  detail: { by?: string } | null;
};

/** Who did it, as the viewer may know it: the two sides by name, anyone above "an agent above", operators "the brand". */
export type EventActor =
  | { role: 'you' | 'upline' | 'downline'; account: string }
  | { role: 'above' | 'brand'; account: null };

function actorOf(actor: string, c: ContractRow, viewer: bigint): EventActor {
  const match = /^account:(\d+)$/.exec(actor);
  if (!match) return { role: 'brand', account: null };
  const id = BigInt(match[1]!);
  if (id === viewer) return { role: 'you', account: id === c.downline_id ? c.downline : (c.upline ?? '') };
  if (id === c.downline_id) return { role: 'downline', account: c.downline };
  if (id === c.upline_id && c.upline) return { role: 'upline', account: c.upline };
  return { role: 'above', account: null };
}

/** The account whose contracts are listed: the caller, or an agent of its team (404 outside it). */
async function subjectOf(ctx: ContractCtx, value: unknown) {
  const name = accountParam(value);
  if (name === undefined) return ctx.caller.id;
  const { rows } = await sql<{ id: bigint }>`select a.id from account a
      join account_closure c on c.descendant_id = a.id and c.ancestor_id = ${ctx.caller.id} and c.depth >= 1
    where a.brand_code = ${ctx.brand.config.code} and a.username_key = ${name.toLowerCase()}`.execute(ctx.db);
  if (!rows[0]) throw new AppError('member_not_found');
  return rows[0].id;
}

function kindOf(value: unknown): ContractKind | undefined {
  if (value === undefined || value === '') return undefined;
  if (!isContractKind(value)) throw new AppError('invalid_kind');
  return value;
}

/** GET /wps/agent/contracts/history?kind&member&pageNo&pageSize: contracts newest first, each with its events. */
export async function contractHistory(ctx: ContractCtx, query: Query) {
  const kind = kindOf(query.kind);
  const paging = pagingOf(query);
  const subject = await subjectOf(ctx, query.member);
  const where = sql`c.brand_code = ${ctx.brand.config.code} and c.downline_id = ${subject}
    and (${kind ?? null}::text is null or c.kind = ${kind ?? null})`;
  const [list, count] = await Promise.all([
    sql<ContractRow>`select c.*, u.username as upline, d.username as downline from contract c
        join account d on d.id = c.downline_id left join account u on u.id = c.upline_id
      where ${where} order by c.id desc limit ${paging.pageSize} offset ${paging.offset}`.execute(ctx.db),
    sql<{ n: number }>`select count(*)::int as n from contract c where ${where}`.execute(ctx.db),
  ]);
  const ids = list.rows.map((c) => c.id);
  const events = ids.length
    ? (
        await sql<EventRow>`select contract_id, at, actor, action, reason, detail from contract_event
          where contract_id in (${sql.join(ids)}) order by id`.execute(ctx.db)
      ).rows
    : [];
  const causes = await causesOf(ctx.db, events);
  const unread = subject === ctx.caller.id ? await unreadNotices(ctx.db, ctx.caller.id) : new Set<string>();
  return {
    list: list.rows.map((c) => ({
      ...contractView(ctx.brand, c),
      notice: unread.has(c.id.toString()),
      events: events
        .filter((e) => e.contract_id === c.id)
        .map((e) => {
          const cause = e.detail?.by ? causes.get(e.detail.by) : undefined;
          return {
            at: e.at.toISOString(),
            action: e.action,
            reason: e.reason && /^[a-z_]{1,40}$/.test(e.reason) ? e.reason : null,
            by: actorOf(e.actor, c, ctx.caller.id),
            cause: cause ? { contractId: cause.id.toString(), rate: formatRate(cause.min_rate_bp) } : null,
          };
        }),
    })),
    pageNo: paging.pageNo,
    pageSize: paging.pageSize,
    total: count.rows[0]?.n ?? 0,
  };
}

/** The contracts named as the cause of events (the contract whose acceptance or end ended this one). */
async function causesOf(db: Db, events: EventRow[]) {
  const ids = [
    ...new Set(events.flatMap((e) => (e.detail?.by && /^\d{1,18}$/.test(e.detail.by) ? [e.detail.by] : []))),
  ];
  const map = new Map<string, { id: bigint; min_rate_bp: number }>();
  if (ids.length === 0) return map;
  const { rows } = await sql<{ id: bigint; min_rate_bp: number }>`select id, min_rate_bp from contract
    where id in (${sql.join(ids.map((id) => BigInt(id)))})`.execute(db);
  for (const r of rows) map.set(r.id.toString(), r);
  return map;
}

/** The contracts (ids) whose ended notice the account has not read yet. */
async function unreadNotices(db: Db, account: bigint) {
  const { rows } = await sql<{ id: string }>`select params->>'contractId' as id from inbox_message
    where account_id = ${account} and kind = 'contract_ended' and read_at is null and deleted_at is null`.execute(
    db,
  );
  return new Set(rows.map((r) => r.id));
}

/** Unread notices of ended contracts per kind (inbox messages of kind contract_ended not read yet). */
export async function noticeCounts(db: Db, account: bigint): Promise<Partial<Record<ContractKind, number>>> {
  const { rows } = await sql<{ kind: string; n: number }>`select params->>'kind' as kind, count(*)::int as n
    from inbox_message where account_id = ${account} and kind = 'contract_ended'
      and read_at is null and deleted_at is null group by 1`.execute(db);
  return Object.fromEntries(rows.filter((r) => isContractKind(r.kind)).map((r) => [r.kind, r.n]));
}

/** POST /wps/agent/contracts/notices/read {kind}: the agent has seen the history of that kind. */
export async function markNoticesRead(ctx: ContractCtx, body: { kind?: unknown }) {
  const kind = kindOf(body.kind);
  if (!kind) throw new AppError('invalid_kind');
  await sql`update inbox_message set read_at = now() where account_id = ${ctx.caller.id}
    and kind = 'contract_ended' and params->>'kind' = ${kind} and read_at is null and deleted_at is null`.execute(
    ctx.db,
  );
  return { notices: await noticeCounts(ctx.db, ctx.caller.id) };
}
