import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Brand } from '../../../core/brand';
import type { ContractKind } from '../../../core/contracts';
import { settleBrands } from './contract-settle';
import { offerFromBrand } from './contracts.ops';
import { enabledKinds, kindAction } from './contracts.service';

/**
 * Demo contracts (docs/contracts-api.md "Demo seed"), on a development server after agent01's demo team: the brand
 * signs every enabled kind with agent01, agent01 signs dividend and daily salary with demosubagent and offers it
 * hourly salary (pending, to accept as demosubagent). They start when agent01's demo team was created, so the
 * demo play counts; one settlement run follows (the schedules bill the rest as periods close). Once per brand.
 */

const TOP: Record<
  ContractKind,
  { rate: string; minActiveMembers?: number; minNetLoss?: string; minValidBet?: string }[]
> = {
  dividend: [{ rate: '20' }, { rate: '30', minActiveMembers: 3, minNetLoss: '1000' }],
  dailySalary: [{ rate: '1' }, { rate: '1.5', minValidBet: '500' }],
  hourSalary: [{ rate: '0.8' }],
  realtimeSalary: [{ rate: '0.5' }],
};

async function demoContracts(app: FastifyInstance, brand: Brand) {
  const code = brand.config.code;
  const { rows } = await sql<{ id: bigint; username: string; type: number; created_at: Date }>`
    select id, username, type, created_at from account where brand_code = ${code}
      and username_key in ('agent01', 'demosubagent')`.execute(app.db);
  const agent = rows.find((r) => r.username === 'agent01');
  const sub = rows.find((r) => r.username === 'demosubagent');
  if (!agent || !sub) return;
  const { rows: existing } =
    await sql`select 1 from contract where downline_id = ${agent.id} limit 1`.execute(app.db);
  if (existing.length > 0) return;
  const since = sub.created_at;
  const kinds = enabledKinds(brand);
  for (const kind of kinds) {
    await offerFromBrand(
      app.db,
      brand,
      {
        agent: 'agent01',
        kind,
        tiers: TOP[kind],
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
  const sign = async (kind: ContractKind, rate: string, accept: boolean) => {
    if (!kinds.includes(kind)) return;
    const offer = (await kindAction(
      ctx(agent),
      kind,
      { action: 'request', downline: 'demosubagent', tiers: [{ rate }] },
      since,
    )) as {
      contract: { id: string };
    };
    if (accept) await kindAction(ctx(sub), kind, { action: 'accept', id: offer.contract.id }, since);
  };
  await sign('dividend', '10', true);
  await sign('dailySalary', '0.5', true);
  await sign('hourSalary', '0.5', false);
}

export async function seedContractDemo(app: FastifyInstance): Promise<void> {
  for (const brand of app.registry.brands) {
    try {
      await demoContracts(app, brand);
    } catch (error) {
      app.log.warn({ err: error, brand: brand.config.code }, 'contract demo');
    }
  }
  await settleBrands(app.db, app.registry.brands).catch((error) =>
    app.log.warn({ err: error }, 'contract demo settle'),
  );
}
