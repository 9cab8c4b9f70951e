import { type Kysely, sql } from 'kysely';
import { accountKindOf, isAgentType } from '@/core/account-types';
import type { Database } from '@/server/db/database';
import { usernameKey } from '@/server/domains/identity';
import { AppError } from '@/server/errors';

/**
 * The agent tree as the back office reads it (docs/back-office.md "Agents"): a search by account name, one level
 * of a team at a time (the console expands a node when asked) with each node's direct and whole-team counts, and
 * the path from the top to a node — all from account_closure, the closure table the agent domain keeps.
 */

export interface TreeNode {
  username: string;
  typeCode: number;
  kind: ReturnType<typeof accountKindOf>;
  isAgent: boolean;
  upline: string | null;
  /** Direct downlines (depth 1). */
  direct: number;
  /** The whole team below (depth ≥ 1). */
  team: number;
  createdAt: string;
}

interface Row {
  id: bigint;
  username: string;
  type: number;
  upline: string | null;
  direct: number;
  team: number;
  created_at: Date;
}

const node = (r: Row): TreeNode => ({
  username: r.username,
  typeCode: r.type,
  kind: accountKindOf(r.type),
  isAgent: isAgentType(r.type),
  upline: r.upline,
  direct: r.direct,
  team: r.team,
  createdAt: r.created_at.toISOString(),
});

const WITH_COUNTS = sql`select a.id, a.username, a.type, u.username as upline, a.created_at,
    (select count(*)::int from account_closure c where c.ancestor_id = a.id and c.depth = 1) as direct,
    (select count(*)::int from account_closure c where c.ancestor_id = a.id and c.depth >= 1) as team
  from account a left join account u on u.id = a.upline_id`;

/** An account of the brand by name (404 member_not_found otherwise: another brand's is not found either). */
export async function officeAccount(db: Kysely<Database>, brand: string, name: string) {
  const { rows } = await sql<Row>`${WITH_COUNTS}
    where a.brand_code = ${brand} and a.username_key = ${usernameKey(name)}`.execute(db);
  const row = rows[0];
  if (!row) throw new AppError('member_not_found');
  return { id: row.id, node: node(row) };
}

/** Accounts whose name starts with `q` (agents first), at most 20. */
export async function searchTree(db: Kysely<Database>, brand: string, q: string): Promise<TreeNode[]> {
  const prefix = `${usernameKey(q).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const { rows } = await sql<Row>`${WITH_COUNTS}
    where a.brand_code = ${brand} and a.username_key like ${prefix}
    order by (a.type in (1, 2, 41, 42)) desc, a.username_key limit 20`.execute(db);
  return rows.map(node);
}

/**
 * One level of the tree: the direct downlines of `parent` (agents first, then by name), or, without a parent, the
 * brand's top agents (agents with no upline). Paged; `path` is the chain from the top to the parent.
 */
export async function treeLevel(
  db: Kysely<Database>,
  brand: string,
  parent: string | undefined,
  page: { pageNo: number; pageSize: number },
) {
  const offset = (page.pageNo - 1) * page.pageSize;
  let where = sql`a.brand_code = ${brand} and a.upline_id is null and a.type in (1, 2, 41, 42)`;
  let path: TreeNode[] = [];
  if (parent !== undefined) {
    const p = await officeAccount(db, brand, parent);
    where = sql`a.brand_code = ${brand} and a.upline_id = ${p.id}`;
    const { rows } = await sql<Row>`${WITH_COUNTS}
      join account_closure up on up.ancestor_id = a.id and up.descendant_id = ${p.id}
      order by up.depth desc`.execute(db);
    path = rows.map(node);
  }
  const { rows } = await sql<Row>`${WITH_COUNTS} where ${where}
    order by (a.type in (1, 2, 41, 42)) desc, a.username_key limit ${page.pageSize} offset ${offset}`.execute(
    db,
  );
  const { rows: total } = await sql<{
    n: number;
  }>`select count(*)::int as n from account a where ${where}`.execute(db);
  return { path, list: rows.map(node), total: total[0]?.n ?? 0, ...page };
}
