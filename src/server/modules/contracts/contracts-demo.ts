import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Brand } from '@/core/brand';
import type { ContractKind } from '@/core/contracts';
import { formatAmount } from '@/core/money';
import { demoUnit } from '../agent/agent-demo';
import { salaryStackingOf } from './contract-rules';
import { settleBrands } from './contract-settle';
import { offerFromBrand } from './contracts.ops';
import { enabledKinds, kindAction } from './contracts.service';

/**
 * Demo contracts (docs/contracts-api.md "Demo seed"), on a development server after the demo teams. The brand signs
 * the dividend and a salary kind with each top demo agent — one salary kind per agent when the brand's salary kinds
 * are exclusive (agent01 the first of real-time, daily, hourly the brand enables, master01 the next), every
 * enabled kind when they stack. agent01 signs the dividend with demosubagent and offers it its salary kind
 * (pending, to accept as demosubagent); master01 signs both with mastersub. Thresholds are in demo units (1.00,
 * or 1,000 in whole-unit currencies such as VND). They start when each team was created, so the demo play counts;
 * one settlement run follows. Once per agent.
 */

const SALARY_ORDER: ContractKind[] = ['realtimeSalary', 'dailySalary', 'hourSalary'];

interface TierIn {
  rate: string;
  minActiveMembers?: number;
  minNetLoss?: string;
  minValidBet?: string;
}

function topTiers(brand: Brand, kind: ContractKind): TierIn[] {
  const units = (n: bigint) => formatAmount(n * demoUnit(brand), brand.config.currency.minorUnits);
  switch (kind) {
    case 'dividend':
      return [{ rate: '20' }, { rate: '30', minActiveMembers: 3, minNetLoss: units(1_000n) }];
    case 'dailySalary':
      return [{ rate: '1' }, { rate: '1.5', minValidBet: units(500n) }];
    case 'hourSalary':
      return [{ rate: '0.8' }];
    case 'realtimeSalary':
      return [{ rate: '0.5' }];
  }
}

const SUB_RATE: Record<ContractKind, string> = {
  dividend: '10',
  dailySalary: '0.5',
  hourSalary: '0.5',
  realtimeSalary: '0.2',
};

/** The salary kinds of each top demo agent (index 0: agent01, 1: master01). */
function salariesOf(brand: Brand, index: number): ContractKind[] {
  const enabled = SALARY_ORDER.filter((k) => enabledKinds(brand).includes(k));
  if (salaryStackingOf(brand) === 'stack') return enabled;
  const pick = enabled[index] ?? enabled[0];
  return pick ? [pick] : [];
}

async function demoContracts(
  app: FastifyInstance,
  brand: Brand,
  top: { agent: string; sub: string; index: number; acceptSalary: boolean },
) {
  const code = brand.config.code;
  const { rows } = await sql<{ id: bigint; username: string; type: number; created_at: Date }>`
    select id, username, type, created_at from account where brand_code = ${code}
      and username_key in (${top.agent}, ${top.sub})`.execute(app.db);
  const agent = rows.find((r) => r.username === top.agent);
  const sub = rows.find((r) => r.username === top.sub);
  if (!agent || !sub) return;
  const { rows: existing } =
    await sql`select 1 from contract where downline_id = ${agent.id} limit 1`.execute(app.db);
  if (existing.length > 0) return;
  const since = sub.created_at;
  const kinds = enabledKinds(brand);
  const salaries = salariesOf(brand, top.index);
  const signed = [...(kinds.includes('dividend') ? (['dividend'] as const) : []), ...salaries];
  for (const kind of signed) {
    await offerFromBrand(
      app.db,
      brand,
      {
        agent: top.agent,
        kind,
        tiers: topTiers(brand, kind),
        period: kind === 'dividend' ? 'M' : undefined,
        by: 'demo-seed',
        reason: 'demo contracts',
        sign: true,
      },
      since,
    );
  }
  const ctx = (who: typeof agent) => ({
    db: app.db,
    brand,
    caller: { id: who.id, username: who.username, type: who.type },
  });
  const offer = async (kind: ContractKind, accept: boolean) => {
    const made = (await kindAction(
      ctx(agent),
      kind,
      { action: 'request', downline: top.sub, tiers: [{ rate: SUB_RATE[kind] }] },
      since,
    )) as { contract: { id: string } };
    if (accept) await kindAction(ctx(sub), kind, { action: 'accept', id: made.contract.id }, since);
  };
  if (kinds.includes('dividend')) await offer('dividend', true);
  for (const kind of salaries) await offer(kind, top.acceptSalary);
}

export async function seedContractDemo(app: FastifyInstance): Promise<void> {
  const tops = [
    { agent: 'agent01', sub: 'demosubagent', index: 0, acceptSalary: false },
    { agent: 'master01', sub: 'mastersub', index: 1, acceptSalary: true },
  ];
  for (const brand of app.registry.brands) {
    for (const top of tops) {
      try {
        await demoContracts(app, brand, top);
      } catch (error) {
        app.log.warn({ err: error, brand: brand.config.code, agent: top.agent }, 'contract demo');
      }
    }
  }
  await settleBrands(app.db, app.registry.brands).catch((error) =>
    app.log.warn({ err: error }, 'contract demo settle'),
  );
}
