import { hashPassword, verifyPassword } from '@/server/auth/passwords';
import { hashToken, newToken } from '@/server/auth/tokens';
import type { ServiceContext } from '@/server/context';
import { AppError } from '@/server/errors';

/**
 * Support agents (docs/support.md): their own accounts and login, apart from players and agents. An operator
 * serves the brands listed in `brands`, or every brand when it is null. Tokens are bearer tokens of 32 random
 * bytes, stored hashed, valid for 12 hours. The HTTP side (the bearer header, the request's operator) is
 * operator.guard.ts.
 */

export interface SupportOperator {
  id: bigint;
  username: string;
  displayName: string;
  brands: string[] | null;
}

const SESSION_HOURS = 12;

type DbCtx = Pick<ServiceContext, 'db'>;

/**
 * Creates a support agent, or replaces the name, password and brands of the one with this username; replacing
 * them ends its sessions (a new password is how an operator is stopped: the desk keeps no disabled state).
 */
export async function upsertOperator(
  { db }: DbCtx,
  input: { username: string; displayName: string; password: string; brands: readonly string[] | null },
) {
  const password_hash = await hashPassword(input.password);
  const brands = input.brands ? [...input.brands] : null;
  const row = await db
    .insertInto('support_operator')
    .values({ username: input.username, display_name: input.displayName, password_hash, brands })
    .onConflict((oc) =>
      oc.column('username').doUpdateSet({ display_name: input.displayName, password_hash, brands }),
    )
    .returning(['id', 'username'])
    .executeTakeFirstOrThrow();
  await db.deleteFrom('support_operator_session').where('operator_id', '=', row.id).execute();
  return row;
}

/**
 * A support agent's login at the desk of the context's brand: a new bearer token, or support_login_failed for a
 * wrong name or password and for an agent who does not serve this brand (no token is left behind).
 */
export async function operatorLogin(
  ctx: Pick<ServiceContext, 'db' | 'brand'>,
  username: unknown,
  password: unknown,
) {
  const { db } = ctx;
  if (typeof username !== 'string' || typeof password !== 'string')
    throw new AppError('support_login_failed');
  const row = await db
    .selectFrom('support_operator')
    .select(['id', 'username', 'display_name', 'brands', 'password_hash'])
    .where('username', '=', username.trim().toLowerCase())
    .executeTakeFirst();
  if (!(await verifyPassword(row?.password_hash, password)) || !row)
    throw new AppError('support_login_failed');
  if (!servesBrand(row, ctx.brand.config.code)) throw new AppError('support_login_failed');
  const { token, hash } = newToken();
  await db
    .insertInto('support_operator_session')
    .values({
      token_hash: hash,
      operator_id: row.id,
      expires_at: new Date(Date.now() + SESSION_HOURS * 3_600_000),
    })
    .execute();
  return {
    token,
    operator: {
      id: String(row.id),
      username: row.username,
      displayName: row.display_name,
      brands: row.brands,
    },
  };
}

/** The support agent of a live bearer token (undefined for a malformed, unknown or expired one). */
export async function operatorByToken({ db }: DbCtx, token: string): Promise<SupportOperator | undefined> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return undefined;
  const row = await db
    .selectFrom('support_operator_session')
    .innerJoin('support_operator', 'support_operator.id', 'support_operator_session.operator_id')
    .select(['support_operator.id', 'username', 'display_name', 'brands'])
    .where('token_hash', '=', hashToken(token))
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return row
    ? { id: row.id, username: row.username, displayName: row.display_name, brands: row.brands }
    : undefined;
}

/** Ends the session of a bearer token. */
export async function operatorLogout({ db }: DbCtx, token: string) {
  await db.deleteFrom('support_operator_session').where('token_hash', '=', hashToken(token)).execute();
}

export const servesBrand = (operator: Pick<SupportOperator, 'brands'>, brand: string) =>
  operator.brands === null || operator.brands.includes(brand);

/** A support agent's account as the back office lists it (never its password hash). */
export interface OperatorAccount extends SupportOperator {
  createdAt: Date;
  /** The start of its latest session still kept (a sign-out deletes its session; they end after 12 hours). */
  lastSessionAt: Date | null;
}

/**
 * The support agents who serve a brand (those of every brand too), or the one of a username (any brand):
 * the back office's desk screen (docs/back-office.md "Support desk operators").
 */
export async function operatorAccounts(
  { db }: DbCtx,
  where: { brand: string } | { username: string },
): Promise<OperatorAccount[]> {
  let query = db
    .selectFrom('support_operator as o')
    .select((eb) => [
      'o.id',
      'o.username',
      'o.display_name',
      'o.brands',
      'o.created_at',
      eb
        .selectFrom('support_operator_session as s')
        .select((s) => s.fn.max('s.created_at').as('at'))
        .whereRef('s.operator_id', '=', 'o.id')
        .as('last_session_at'),
    ])
    .orderBy('o.username');
  query =
    'brand' in where
      ? query.where((eb) =>
          eb.or([eb('o.brands', 'is', null), eb(eb.val(where.brand), '=', eb.fn.any('o.brands'))]),
        )
      : query.where('o.username', '=', where.username);
  const rows = await query.execute();
  return rows.map((r) => ({
    id: r.id,
    username: r.username,
    displayName: r.display_name,
    brands: r.brands,
    createdAt: r.created_at,
    lastSessionAt: r.last_session_at ? new Date(r.last_session_at as Date | string) : null,
  }));
}
