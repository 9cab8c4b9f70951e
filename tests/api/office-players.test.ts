import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '@/core/office/roles';
import { matchingIds } from '@/server/modules/accounts/accounts-office';
import { payeeHolderQuery } from '@/server/modules/wallet/wallet-office';
import { staffSession } from '../support/office';
import { loginOk, makeAccount, uniqueName } from './accounts-support';
import { createTestApp, type TestApp } from './helpers';

/**
 * Player 360 of the back office (issue 26): who may search, read and act on a player (role × action), brand
 * isolation, masked personal data, the search's forms and the page's sections.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const base = (id: bigint | string, brand = 'aurora') => `/office/api/b/${brand}/players/${id}`;

async function player(extra: Parameters<typeof makeAccount>[1] = {}) {
  return makeAccount(t, { username: uniqueName('p'), ...extra });
}

describe('role × action', () => {
  // Expected answers, written out (not derived from the role table): 200 allowed, 403 refused.
  const expected: Record<StaffRole, { read: number; act: number; adjust: number; protect: number }> = {
    owner: { read: 200, act: 200, adjust: 200, protect: 200 },
    finance: { read: 200, act: 403, adjust: 200, protect: 403 },
    risk: { read: 200, act: 200, adjust: 403, protect: 200 },
    support: { read: 200, act: 200, adjust: 403, protect: 200 },
    marketing: { read: 200, act: 403, adjust: 403, protect: 403 },
    auditor: { read: 200, act: 403, adjust: 403, protect: 403 },
  };
  for (const [role, want] of Object.entries(expected) as [StaffRole, (typeof expected)[StaffRole]][]) {
    it(`${role}: read ${want.read}, lock/note ${want.act}, adjust ${want.adjust}, exclusion ${want.protect}`, async () => {
      const s = await staffSession(t.app, { aurora: [role] });
      const p = await player();
      const got = {
        read: (await s.call('GET', `/office/api/b/aurora/players?by=username&q=${p.username}`)).status,
        act: (await s.call('POST', `${base(p.id)}/control/lock`, { reason: 'matrix check' })).status,
        adjust: (
          await s.call('POST', `${base(p.id)}/adjust`, {
            amount: '5',
            reason: 'matrix check',
            key: randomUUID(),
          })
        ).status,
        protect: (
          await s.call('POST', `${base(p.id)}/exclusion`, { period: '24h', reason: 'asked by phone' })
        ).status,
      };
      expect(got).toEqual(want);
      const note = await s.call('POST', `${base(p.id)}/notes`, { text: 'a note' });
      expect(note.status).toBe(want.act);
      for (const section of [
        '',
        '/money',
        '/ledger',
        '/bets',
        '/engagement',
        '/sessions',
        '/linked',
        '/protection',
        '/notes',
      ])
        expect((await s.call('GET', `${base(p.id)}${section}`)).status, section).toBe(want.read);
    });
  }
});

describe('brand isolation', () => {
  it('answers 404 to a staff member of another brand, and for another brand’s player through this brand', async () => {
    const lotusStaff = await staffSession(t.app, { lotus: ['owner'] });
    const auroraPlayer = await player();
    const lotusPlayer = await player({ brand: 'lotus' });
    expect((await lotusStaff.call('GET', base(auroraPlayer.id))).status).toBe(404);
    expect((await lotusStaff.call('GET', '/office/api/b/aurora/players?q=a')).status).toBe(404);
    const owner = await staffSession(t.app, { aurora: ['owner'] });
    for (const section of [
      '',
      '/money',
      '/ledger',
      '/bets',
      '/sessions',
      '/linked',
      '/protection',
      '/notes',
    ]) {
      const answer = await owner.call('GET', `${base(lotusPlayer.id)}${section}`);
      expect(answer.status, section).toBe(404);
    }
    const lock = await owner.call('POST', `${base(lotusPlayer.id)}/control/lock`, { reason: 'cross brand' });
    expect(lock.status).toBe(404);
    const adjust = await owner.call('POST', `${base(lotusPlayer.id)}/adjust`, {
      amount: '1',
      reason: 'cross brand',
      key: randomUUID(),
    });
    expect(adjust.status).toBe(404);
    const row = await t.db
      .selectFrom('account')
      .select('status')
      .where('id', '=', lotusPlayer.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('active');
    // Aurora's search never lists lotus players.
    const search = await owner.call(
      'GET',
      `/office/api/b/aurora/players?by=username&match=exact&q=${lotusPlayer.username}`,
    );
    expect(search.json.value.total).toBe(0);
  });
});

describe('personal data', () => {
  it('is masked for support and shown to finance (players.pii)', async () => {
    const p = await player({ email: 'maria.santos@example.com', mobileNum: '9171234567' });
    await t.db.updateTable('account').set({ payee_name: 'Maria Santos' }).where('id', '=', p.id).execute();
    await t.db
      .insertInto('payee_account')
      .values({
        brand_code: 'aurora',
        account_id: p.id,
        kind: 'bank',
        bank_code: 'BDO',
        account_no: '001234567890',
        holder_name: 'Maria Santos',
      })
      .execute();
    const support = await staffSession(t.app, { aurora: ['support'] });
    const finance = await staffSession(t.app, { aurora: ['finance'] });
    const masked = (await support.call('GET', base(p.id))).json.value;
    expect(masked).toMatchObject({
      pii: false,
      email: 'm***@example.com',
      payeeName: 'M**** S*****',
      mobile: '+63 ******4567',
    });
    expect(masked.payees).toEqual([
      { kind: 'bank', bank: 'BDO', accountNo: '********7890', holder: 'M**** S*****' },
    ]);
    expect(JSON.stringify(masked)).not.toContain('001234567890');
    const full = (await finance.call('GET', base(p.id))).json.value;
    expect(full).toMatchObject({
      pii: true,
      email: 'maria.santos@example.com',
      payeeName: 'Maria Santos',
      mobile: '+63 9171234567',
    });
    expect(full.payees[0].accountNo).toBe('001234567890');
    const listed = (await support.call('GET', `/office/api/b/aurora/players?by=email&q=maria.santos@`)).json
      .value.list;
    expect(listed.map((r: { id: string }) => r.id)).toContain(String(p.id));
    expect(JSON.stringify(listed)).not.toContain('maria.santos');
  });
});

describe('search', () => {
  it('finds by username (exact or prefix), mobile, email, payee name and login or registration address', async () => {
    const stem = uniqueName('srch');
    const a = await player({ username: `${stem}a`, mobileNum: '9179990001', email: `${stem}@mail.test` });
    const b = await player({ username: `${stem}b` });
    await t.db
      .updateTable('account')
      .set({ payee_name: `Zed ${stem}`, register_ip: '203.0.113.77' })
      .where('id', '=', b.id)
      .execute();
    await loginOk(t, a, { ip: '198.51.100.23' });
    const s = await staffSession(t.app, { aurora: ['risk'] });
    const ids = async (q: string) => {
      const answer = await s.call('GET', `/office/api/b/aurora/players?${q}`);
      expect(answer.status, q).toBe(200);
      return answer.json.value.list.map((r: { username: string }) => r.username).sort();
    };
    expect(await ids(`by=username&q=${stem}`)).toEqual([a.username, b.username]);
    expect(await ids(`by=username&match=exact&q=${stem.toUpperCase()}A`)).toEqual([a.username]);
    expect(await ids(`by=username&match=exact&q=${stem}`)).toEqual([]);
    expect(await ids('by=mobile&q=917999')).toContain(a.username);
    expect(await ids(`by=email&match=exact&q=${stem.toUpperCase()}@MAIL.TEST`)).toEqual([a.username]);
    expect(await ids(`by=payee&q=zed%20${stem}`)).toEqual([b.username]);
    expect(await ids('by=ip&match=exact&q=198.51.100.23')).toEqual([a.username]);
    expect(await ids('by=ip&q=203.0.113.')).toContain(b.username);
    // % and _ are literal, not wildcards.
    expect(await ids('by=username&q=%25')).toEqual([]);
    const paged = (
      await s.call('GET', `/office/api/b/aurora/players?by=username&q=${stem}&pageSize=1&pageNo=2`)
    ).json.value;
    expect(paged).toMatchObject({ total: 2, pageNo: 2, pageSize: 1 });
    expect(paged.list).toHaveLength(1);
    expect((await s.call('GET', '/office/api/b/aurora/players?by=shoe&q=x')).status).toBe(400);
  });
});

describe('the page', () => {
  it('shows the ledger with running balance and why, sessions, linked accounts, limits and notes', async () => {
    const p = await player({ email: `${uniqueName('l')}@mail.test` });
    const twin = await player();
    await loginOk(t, p, { ip: '192.0.2.150' });
    await loginOk(t, twin, { ip: '192.0.2.150' });
    const finance = await staffSession(t.app, { aurora: ['finance'] });
    const credit = await finance.call('POST', `${base(p.id)}/adjust`, {
      amount: '120.50',
      reason: 'goodwill, ticket 42',
      key: randomUUID(),
    });
    expect(credit.json.value).toEqual({ status: 'posted', balance: '120.50', approvalId: null });
    const debit = await finance.call('POST', `${base(p.id)}/adjust`, {
      amount: '-20',
      reason: 'duplicate credit',
      key: randomUUID(),
    });
    expect(debit.json.value.balance).toBe('100.50');
    const ledger = (await finance.call('GET', `${base(p.id)}/ledger`)).json.value;
    expect(ledger.total).toBe(2);
    expect(ledger.list.map((l: { amount: string; balance: string }) => [l.amount, l.balance])).toEqual([
      ['-20.00', '100.50'],
      ['120.50', '120.50'],
    ]);
    expect(ledger.list[1]).toMatchObject({ kind: 'adjustment', counterpart: 'adjustments' });
    expect(ledger.list[1].memo).toEqual({
      by: `staff:${finance.staff.username}`,
      reason: 'goodwill, ticket 42',
    });
    const money = (await finance.call('GET', `${base(p.id)}/money`)).json.value;
    expect(money).toMatchObject({
      currency: 'PHP',
      balance: '100.50',
      free: '100.50',
      locked: '0.00',
      bonuses: [],
    });
    const sessions = (await finance.call('GET', `${base(p.id)}/sessions`)).json.value;
    expect(sessions.sessions[0]).toMatchObject({ ip: '192.0.2.150', live: true });
    const linked = (await finance.call('GET', `${base(p.id)}/linked`)).json.value.list;
    expect(linked).toContainEqual(
      expect.objectContaining({ username: twin.username, via: 'ip', value: '192.0.2.150' }),
    );
    const protection = (await finance.call('GET', `${base(p.id)}/protection`)).json.value;
    expect(protection).toMatchObject({ exclusion: null, limits: { currency: 'PHP', limits: [] } });
    const support = await staffSession(t.app, { aurora: ['support'] });
    await support.call('POST', `${base(p.id)}/notes`, { text: 'Called about a missing deposit' });
    await support.call('POST', `${base(p.id)}/notes`, { text: 'Deposit found, player informed' });
    const notes = (await finance.call('GET', `${base(p.id)}/notes`)).json.value.list;
    expect(notes.map((n: { text: string; staff: string }) => [n.text, n.staff])).toEqual([
      ['Deposit found, player informed', support.staff.username],
      ['Called about a missing deposit', support.staff.username],
    ]);
    expect((await support.call('POST', `${base(p.id)}/notes`, { text: '   ' })).status).toBe(400);
    // Notes are append-only in the database itself.
    await expect(
      t.db.updateTable('player_note').set({ text: 'changed' }).where('account_id', '=', p.id).execute(),
    ).rejects.toThrow();
  });
});

describe('search plans', () => {
  it('every form can be answered from indexes (no sequential scan even when scans are discouraged)', async () => {
    // A brand with thousands of players, as the planner sees it (a near-empty table is read whole whatever the indexes).
    await sql`insert into account (brand_code, username, username_key, password_hash, referral_code, email, mobile_num,
        country_dialing_code, payee_name, register_ip)
      select 'aurora', 'bulk' || g, 'bulk' || g, 'x', 'BULK' || g, 'bulk' || g || '@x.test', '8' || lpad(g::text, 9, '0'),
        '63', 'Bulk ' || g, '172.16.' || (g % 250) || '.' || (g % 200)
      from generate_series(1, 5000) g`.execute(t.db);
    await sql`insert into known_ip (account_id, ip) select id, '172.17.' || (id % 250) || '.' || (id % 200)
      from account where username like 'bulk%'`.execute(t.db);
    await sql`insert into payee_account (brand_code, account_id, kind, bank_code, account_no, holder_name)
      select 'aurora', id, 'bank', 'BDO', '00' || id, 'Holder ' || id from account where username like 'bulk%'`.execute(
      t.db,
    );
    await sql`analyze account, known_ip, payee_account`.execute(t.db);
    await t.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      for (const by of ['username', 'mobile', 'email', 'payee', 'ip'] as const)
        for (const match of ['exact', 'prefix'] as const) {
          const search = { by, q: by === 'ip' ? '10.1.' : 'abc', match };
          // A payee search is two: identity's accounts (with the holders money found, by primary key) and
          // money's payee accounts by holder name.
          const queries = [
            matchingIds(t.db, 'aurora', search, by === 'payee' ? [1n, 2n] : []).compile(),
            ...(by === 'payee'
              ? [payeeHolderQuery(t.db, 'aurora', search.q, match === 'prefix').compile()]
              : []),
          ];
          let plan = '';
          for (const compiled of queries) {
            const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>({
              ...compiled,
              sql: `explain ${compiled.sql}`,
            });
            plan += `${rows.map((r) => r['QUERY PLAN']).join('\n')}\n`;
          }
          expect(plan, `${by} ${match}:\n${plan}`).not.toMatch(/Seq Scan/);
          // Each branch looks the value up in an index (not only the brand, then a filter row by row).
          const value = by === 'ip' ? '10\\.1\\.' : 'abc';
          const lookups =
            plan.match(new RegExp(`Index Cond: .*(~>=~ '${value}|= '${value}'::text)`, 'g')) ?? [];
          expect(lookups.length, `${by} ${match}:\n${plan}`).toBe(by === 'payee' || by === 'ip' ? 2 : 1);
        }
    });
  });
});
