import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { CAMPAIGN_MAX, LINK_MAX } from '@/core/api/agents-work';
import { randomCode } from '@/server/auth/tokens';
import type { Database } from '@/server/db/database';
import { AppError } from '@/server/errors';
import { periodOf } from './agent.query';
import { endOf, startOf } from './agent.repository';
import { type AgentCtx, moneyOf, scopeOf } from './agent.service';

/**
 * Marketing links (docs/agent-api.md): an agent keeps up to LINK_MAX links, each with a campaign name and its own
 * invitation code. `/r/<code>` counts a click (per business day) and leads to registration with that code; a
 * registration with the code (typed or from the link) makes the agent the upline like its own invitation code and
 * records the link on the account (account.register_link_id), so each link's funnel is clicks → registrations →
 * first deposits.
 */

export { CAMPAIGN_MAX, LINK_MAX };

const CODE = /^[A-Za-z0-9]{4,20}$/;

function campaignOf(value: unknown): string {
  const campaign = typeof value === 'string' ? value.trim() : '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (campaign.length === 0 || campaign.length > CAMPAIGN_MAX || /[\u0000-\u001f\u007f]/.test(campaign))
    throw new AppError('field_invalid', {}, 400, {
      fields: { campaign: { code: campaign.length === 0 ? 'required' : 'maxLength', max: CAMPAIGN_MAX } },
    });
  return campaign;
}

interface LinkRow {
  code: string;
  campaign: string;
  active: boolean;
  created_at: Date;
  clicks: number;
  registrations: number;
  first_deposits: number;
  first_deposit_amount: bigint;
}

/** GET /wps/agent/links?from&to — every link of the caller with its funnel in the period, newest first. */
export async function agentLinks(ctx: AgentCtx, query: Record<string, unknown>) {
  const s = scopeOf(ctx);
  const period = periodOf(query, s.timeZone);
  const { rows } = await sql<LinkRow>`select l.code, l.campaign, l.active, l.created_at,
      coalesce((select sum(c.clicks) from agent_link_click_day c where c.link_id = l.id
        and c.day between ${period.from}::date and ${period.to}::date), 0)::int as clicks,
      (select count(*) from account a where a.register_link_id = l.id
        and a.created_at >= ${startOf(s, period.from)} and a.created_at < ${endOf(s, period.to)})::int
        as registrations,
      f.n as first_deposits, f.amount as first_deposit_amount
    from agent_link l
      cross join lateral (select count(*)::int as n, coalesce(sum(d.amount), 0)::bigint as amount
        from account a join account_first_deposit d on d.account_id = a.id
        where a.register_link_id = l.id and d.day between ${period.from}::date and ${period.to}::date) f
    where l.agent_id = ${ctx.agent.id}
    order by l.id desc`.execute(s.db);
  const money = moneyOf(ctx);
  const sum = (pick: (r: LinkRow) => number) => rows.reduce((n, r) => n + pick(r), 0);
  return {
    from: period.from,
    to: period.to,
    max: LINK_MAX,
    list: rows.map((r) => ({
      code: r.code,
      campaign: r.campaign,
      active: r.active,
      createdAt: r.created_at.toISOString(),
      clicks: r.clicks,
      registrations: r.registrations,
      firstDeposits: r.first_deposits,
      firstDepositAmount: money(r.first_deposit_amount),
    })),
    totals: {
      clicks: sum((r) => r.clicks),
      registrations: sum((r) => r.registrations),
      firstDeposits: sum((r) => r.first_deposits),
      firstDepositAmount: money(rows.reduce((n, r) => n + r.first_deposit_amount, 0n)),
    },
  };
}

/** POST /wps/agent/links { campaign } — a new link with a fresh code (never an existing invitation code). */
export async function createLink(ctx: AgentCtx, body: Record<string, unknown>) {
  const campaign = campaignOf(body.campaign);
  const brand = ctx.brand.config.code;
  return ctx.db.transaction().execute(async (trx) => {
    // One agent's creations are serialised, so the limit holds under concurrent requests.
    await sql`select id from account where id = ${ctx.agent.id} for update`.execute(trx);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from agent_link
      where agent_id = ${ctx.agent.id}`.execute(trx);
    if ((rows[0]?.n ?? 0) >= LINK_MAX) throw new AppError('link_limit', { max: LINK_MAX });
    for (;;) {
      const code = randomCode(12);
      const taken = await sql<{ x: number }>`select 1 as x from account
        where brand_code = ${brand} and upper(affiliate_code) = ${code}
        union all select 1 from agent_link where brand_code = ${brand} and upper(code) = ${code}`.execute(
        trx,
      );
      if (taken.rows.length > 0) continue;
      const row = await trx
        .insertInto('agent_link')
        .values({ brand_code: brand, agent_id: ctx.agent.id, code, campaign })
        .returning(['code', 'campaign', 'active', 'created_at'])
        .executeTakeFirstOrThrow();
      return {
        code: row.code,
        campaign: row.campaign,
        active: row.active,
        createdAt: row.created_at.toISOString(),
      };
    }
  });
}

/** POST /wps/agent/links/update { code, campaign?, active? } — rename, pause or resume one of the caller's links. */
export async function updateLink(ctx: AgentCtx, body: Record<string, unknown>) {
  const code = typeof body.code === 'string' && CODE.test(body.code) ? body.code : undefined;
  if (!code) throw new AppError('link_not_found');
  const campaign = body.campaign === undefined ? undefined : campaignOf(body.campaign);
  if (body.active !== undefined && typeof body.active !== 'boolean')
    throw new AppError('invalid_request', { field: 'active', detail: 'true or false' });
  const active = body.active as boolean | undefined;
  const row = await ctx.db
    .updateTable('agent_link')
    .set({ ...(campaign === undefined ? {} : { campaign }), ...(active === undefined ? {} : { active }) })
    .where('agent_id', '=', ctx.agent.id)
    .where(sql<string>`upper(code)`, '=', code.toUpperCase())
    .returning(['code', 'campaign', 'active', 'created_at'])
    .executeTakeFirst();
  if (!row) throw new AppError('link_not_found');
  return {
    code: row.code,
    campaign: row.campaign,
    active: row.active,
    createdAt: row.created_at.toISOString(),
  };
}

/**
 * GET /r/<code>: one click on an active link of this brand, counted on the brand's business day. Answers the
 * path to continue to: registration with the code, or the home page for an unknown or paused link.
 */
export async function followLink(db: Kysely<Database>, brand: string, code: string): Promise<string | null> {
  if (!CODE.test(code)) return null;
  const { rows } = await sql<{ code: string }>`with l as (
      select l.id, l.code from agent_link l join account a on a.id = l.agent_id
      where l.brand_code = ${brand} and upper(l.code) = ${code.toUpperCase()} and l.active and a.status = 'active'
    ), counted as (
      insert into agent_link_click_day as c (link_id, day, clicks)
        select l.id, brand_day(${brand}, now()), 1 from l
      on conflict (link_id, day) do update set clicks = c.clicks + 1
    )
    select code from l`.execute(db);
  return rows[0]?.code ?? null;
}
