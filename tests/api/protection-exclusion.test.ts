/**
 * Responsible gaming — take-a-break and self-exclusion (issue 27, docs/responsible-gaming.md): taking one signs the
 * player out and refuses login; a break ends by itself; a self-exclusion can be lifted by no one and is shared by
 * an operator group's brands; the ops commands. Every money path's refusal: protection-paths.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { recordExclusion } from '@/server/modules/member/protection.service';
import { activeExclusion } from '@/server/modules/protection/exclusion';
import { exclusionCommand } from '../../scripts/ops-exclusion';
import { ctxOf, login, sessionOf, setupSuite, t, takes } from './protection-suite';
import { brandOf, call, expectError, expectOk, makePlayer, runJobs } from './wallet-support';

setupSuite();

describe('taking a break', () => {
  it('signs the player out everywhere and refuses login, naming when the break ends', async () => {
    const player = await makePlayer(t);
    const other = await sessionOf(player);
    expectOk(await login(player));
    const state = expectOk<{ exclusion: unknown; breakPeriods: string[] }>(
      await call(t, 'GET', '/wps/member/protection', player),
    );
    expect(state.exclusion).toBeNull();
    expect(state.breakPeriods).toEqual(['24h', '1w', '1m', '6w']);
    const taken = await takes(player, '24h');
    expect(taken.kind).toBe('break');
    const hours = (Date.parse(taken.endsAt!) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    // Every session is gone: the one that took it and the other.
    expectError(await call(t, 'GET', '/wps/member/protection', player), 401, 'unauthorized');
    expectError(await call(t, 'GET', '/wps/member/protection', other), 401, 'unauthorized');
    const refused = expectError(await login(player), 403, 'protection_break');
    // The message names the end (the brand's zone, Asia/Manila for aurora) in the request's language.
    const end = new Intl.DateTimeFormat('en', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Asia/Manila',
    }).format(new Date(taken.endsAt!));
    expect(refused.message).toContain(end);
  });

  it('refuses a period that is not offered and an unconfirmed request', async () => {
    const player = await makePlayer(t);
    const two = await call(t, 'POST', '/wps/member/protection/exclusion', {
      ...player,
      body: { period: '2h', confirmed: true },
    });
    expect(two.statusCode).toBe(400);
    const unconfirmed = await call(t, 'POST', '/wps/member/protection/exclusion', {
      ...player,
      body: { period: '24h' },
    });
    expect(unconfirmed.statusCode).toBe(400);
    expect(await activeExclusion(t.db, player.id)).toBeUndefined();
    expectOk(await login(player));
  });

  it('ends by itself: a break taken 25 hours ago no longer refuses anything', async () => {
    const player = await makePlayer(t);
    const start = new Date(Date.now() - 25 * 3_600_000);
    await recordExclusion(ctxOf('aurora', start), player.id, '24h', { player: true });
    // An hour after its start it refused; now it has ended.
    expect(await activeExclusion(t.db, player.id, new Date(start.getTime() + 3_600_000))).toMatchObject({
      kind: 'break',
    });
    expect(await activeExclusion(t.db, player.id)).toBeUndefined();
    expectOk(await login(player));
  });
});

describe('self-exclusion', () => {
  it('is confirmed by email and can be lifted by no one', async () => {
    const player = await makePlayer(t);
    const email = `rg${randomUUID().slice(0, 8)}@example.com`;
    await t.db.updateTable('account').set({ email }).where('id', '=', player.id).execute();
    const taken = await takes(player, '6m');
    expect(taken.kind).toBe('self_exclusion');
    expectError(await login(player), 403, 'protection_self_excluded');
    // Sent by the job queue once the exclusion committed; running the queue again sends nothing more.
    await runJobs(t);
    await runJobs(t);
    const mail = await t.db
      .selectFrom('outbox')
      .selectAll()
      .where('destination', '=', email)
      .where('channel', '=', 'email')
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toContain('self-exclusion');
    expect(mail[0]!.body).toContain(player.username);
    expect(mail[0]!.body).toContain('cannot be lifted early');

    // An operator recording a shorter break does not shorten it: the one that ends last applies.
    await recordExclusion(ctxOf('aurora'), player.id, '24h', { actor: 'ops:test', reason: 'phone call' });
    expect((await activeExclusion(t.db, player.id))?.kind).toBe('self_exclusion');
    // Not even the database lets a row be changed or removed.
    await expect(
      sql`update protection_exclusion set ends_at = now() + interval '1 second' where account_id = ${player.id}`.execute(
        t.db,
      ),
    ).rejects.toThrow(/never changed nor lifted/);
    await expect(
      sql`delete from protection_exclusion where account_id = ${player.id}`.execute(t.db),
    ).rejects.toThrow(/never changed nor lifted/);
    expectError(await login(player), 403, 'protection_self_excluded');
  });

  it('permanent: refused for good, the email says so', async () => {
    const player = await makePlayer(t);
    const taken = await takes(player, 'permanent');
    expect(taken.endsAt).toBeNull();
    expectError(await login(player), 403, 'protection_self_excluded_permanent');
    const far = new Date(Date.now() + 100 * 365 * 86_400_000);
    expect((await activeExclusion(t.db, player.id, far))?.endsAt).toBeNull();
  });

  it('is shared by the brands of one operator group (same email)', async () => {
    await sql`update brand set operator_group = 'rg-test' where code in ('aurora', 'lotus')`.execute(t.db);
    try {
      const email = `twin${randomUUID().slice(0, 8)}@example.com`;
      const onAurora = await makePlayer(t);
      const onLotus = await makePlayer(t, { brand: 'lotus' });
      const onSiam = await makePlayer(t, { brand: 'siam' });
      for (const p of [onAurora, onLotus, onSiam])
        await t.db.updateTable('account').set({ email }).where('id', '=', p.id).execute();
      const lotusSession = await sessionOf(onLotus);
      await takes(onAurora, '1y');
      expectError(await login(onLotus), 403, 'protection_self_excluded');
      // Its sessions on the sister brand ended too.
      expectError(await call(t, 'GET', '/wps/member/protection', lotusSession), 401, 'unauthorized');
      // Another operator's brand is not concerned (the same email there is not excluded).
      expect(await activeExclusion(t.db, onSiam.id)).toBeUndefined();
      expect(await activeExclusion(t.db, onLotus.id)).toMatchObject({
        kind: 'self_exclusion',
        brandCode: 'aurora',
      });
    } finally {
      await sql`update brand set operator_group = null where code in ('aurora', 'lotus')`.execute(t.db);
    }
  });
});

describe('ops commands', () => {
  it('protection shows the state; exclusion-record records one with who and why', async () => {
    const player = await makePlayer(t);
    const printed: Record<string, unknown>[] = [];
    const run = (command: string, values: Record<string, string>) =>
      exclusionCommand({
        command,
        target: player.username,
        values,
        required: (name: string) => {
          const value = values[name];
          if (!value) throw new Error(`--${name} is required`);
          return value;
        },
        brands: t.brands,
        brandByCode: (code: string) => brandOf(t, code),
        db: t.db,
        printTable: (rows) => printed.push(...rows),
        usage: (message: string) => new Error(message),
      } as Parameters<typeof exclusionCommand>[0]);
    await expect(run('exclusion-record', { brand: 'aurora', period: '6m', by: 'ops:anna' })).rejects.toThrow(
      /reason/,
    );
    await expect(
      run('exclusion-record', { brand: 'aurora', period: '3d', by: 'ops:anna', reason: 'phone' }),
    ).rejects.toThrow(/period/);
    expect(await activeExclusion(t.db, player.id)).toBeUndefined();
    expect(
      await run('exclusion-record', {
        brand: 'aurora',
        period: '6m',
        by: 'ops:anna',
        reason: 'asked by phone',
      }),
    ).toBe(0);
    expect(await run('protection', { brand: 'aurora' })).toBe(0);
    expect(printed).toMatchObject([{ player: player.username, kind: 'self_exclusion', period: '6m' }]);
    const row = await t.db
      .selectFrom('protection_exclusion')
      .select(['recorded_by', 'reason'])
      .where('account_id', '=', player.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ recorded_by: 'ops:anna', reason: 'asked by phone' });
    // The operator's action is audited with who and why.
    const audit = await t.db
      .selectFrom('ops_action')
      .selectAll()
      .where('action', '=', 'protection.exclusion')
      .where('target', '=', player.username)
      .execute();
    expect(audit).toMatchObject([{ actor: 'ops:anna', reason: 'asked by phone' }]);
    expectError(await login(player), 403, 'protection_self_excluded');
  });
});
