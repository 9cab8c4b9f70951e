/**
 * Server side of what a player trips over (issue 9 item 12): the age gates of spec §1/§5/§9 enforced at
 * registration (not only in the form), the brand settings behind them and the light-theme logo (schema-checked),
 * the bootstrap that carries both, and the development outbox listing every brand with the brand on each row.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBrands } from '@/server/brands/load-brands';
import { copyBrandsDir, patchJson, removeTempDirs } from '../support/brand-dirs';
import {
  AURORA,
  auroraForm,
  call,
  expectError,
  expectOk,
  LOTUS,
  type RegisterValue,
  registerWithCaptcha,
  SIAM,
  uniqueName,
} from './accounts-support';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
  removeTempDirs();
});

const siamForm = (extra: Record<string, unknown> = {}) => ({
  username: uniqueName('siam'),
  password: 'Siam-Pass1!',
  confirmPassword: 'Siam-Pass1!',
  payeeName: 'Somchai Jaidee',
  agreeTerms: true,
  ...extra,
});

const isoYearsAgo = (years: number, days = 0) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const accountCount = async (username: string) =>
  Number(
    (
      await t.db
        .selectFrom('account')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('username', '=', username)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('age gates at registration', () => {
  it('bootstrap tells the form which age to confirm: 21 where the brand has the birthday check, else 18', async () => {
    const age = async (host: string) =>
      expectOk<{ accounts: { minimumAge: number } }>(await call(t, 'GET', '/wps/system/bootstrap', { host }))
        .accounts.minimumAge;
    expect(await age(SIAM)).toBe(21);
    expect(await age(AURORA)).toBe(18);
    expect(await age(LOTUS)).toBe(18);
  });

  it('a brand with the birthday check refuses registration without the confirmation, and writes nothing', async () => {
    const form = siamForm();
    const refused = expectError(
      await registerWithCaptcha(t, form, { host: SIAM }),
      400,
      'age_confirmation_required',
    );
    expect(refused.message).toContain('21');
    expect(await accountCount(form.username as string)).toBe(0);
    const notTrue = siamForm({ ageConfirmed: false });
    expectError(await registerWithCaptcha(t, notTrue, { host: SIAM }), 400, 'age_confirmation_required');
    const ok = siamForm({ ageConfirmed: true });
    expectOk<RegisterValue>(await registerWithCaptcha(t, ok, { host: SIAM }));
    expect(await accountCount(ok.username as string)).toBe(1);
  });

  it('a birthday, when sent, must be a real date and at least the minimum age ago', async () => {
    const young = siamForm({ ageConfirmed: true, birthday: isoYearsAgo(21, 1) });
    expect(
      expectError(await registerWithCaptcha(t, young, { host: SIAM }), 400, 'age_below_minimum').message,
    ).toContain('21');
    expect(await accountCount(young.username as string)).toBe(0);
    const invalid = siamForm({ ageConfirmed: true, birthday: '2001-02-30' });
    expect(
      expectError<{ fields: Record<string, unknown> }>(
        await registerWithCaptcha(t, invalid, { host: SIAM }),
        400,
        'field_invalid',
      ).value.fields,
    ).toEqual({ birthday: { code: 'pattern', patternId: 'date', min: '*', max: '*' } });
    expectOk(
      await registerWithCaptcha(t, siamForm({ ageConfirmed: true, birthday: isoYearsAgo(21) }), {
        host: SIAM,
      }),
    );
    // Without the birthday check the agreement's 18 applies.
    expectError(
      await registerWithCaptcha(t, auroraForm({ birthday: isoYearsAgo(18, 1) })),
      400,
      'age_below_minimum',
    );
    expectOk(await registerWithCaptcha(t, auroraForm({ birthday: isoYearsAgo(18) })));
  });
});

describe('brand settings behind these screens are schema-checked', () => {
  it('birthdayCheck must be a boolean and logoLight an existing asset', () => {
    const dir = copyBrandsDir(['aurora']);
    patchJson(join(dir, 'aurora/brand.json'), {
      '/accounts/birthdayCheck': 'yes',
      '/assets/logoLight': 'missing-logo.svg',
    });
    const { problems } = loadBrands(dir);
    const pointers = problems.map((p) => p.pointer);
    expect(pointers).toContain('/accounts/birthdayCheck');
    expect(problems.find((p) => p.pointer === '/accounts/birthdayCheck')?.file).toMatch(/brand\.json$/);
  });

  it('aurora ships a light-theme logo: bootstrap names it and it is served', async () => {
    const brand = expectOk<{ brand: { logoUrl: string; logoLightUrl: string | null } }>(
      await call(t, 'GET', '/wps/system/bootstrap', { host: AURORA }),
    ).brand;
    expect(brand.logoLightUrl).toMatch(/^\/brands\/aurora\/assets\/.+\.svg$/);
    expect(brand.logoLightUrl).not.toBe(brand.logoUrl);
    const asset = await call(t, 'GET', brand.logoLightUrl!, { host: AURORA });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/svg/);
  });
});

describe('development outbox', () => {
  it('lists every brand on a bare preview host, the brand on each row; a brand host keeps to its brand', async () => {
    const to = `${uniqueName('box')}@example.com`;
    await t.db
      .insertInto('outbox')
      .values(
        ['aurora', 'lotus', 'siam'].map((brand) => ({
          brand_code: brand,
          channel: 'email',
          destination: to,
          subject: 'Code',
          body: `Your code is 123456 (${brand})`,
        })),
      )
      .execute();
    const all = expectOk<{ brand: string; to: string; code: string }[]>(
      await call(t, 'GET', `/__dev/outbox?to=${encodeURIComponent(to)}`, { host: 'localhost:8080' }),
    );
    expect(all.map((row) => row.brand).sort()).toEqual(['aurora', 'lotus', 'siam']);
    expect(all.every((row) => row.to === to && row.code === '123456')).toBe(true);
    const lotus = expectOk<{ brand: string }[]>(
      await call(t, 'GET', `/__dev/outbox?to=${encodeURIComponent(to)}`, { host: LOTUS }),
    );
    expect(lotus.map((row) => row.brand)).toEqual(['lotus']);
    const previewed = expectOk<{ brand: string }[]>(
      await call(t, 'GET', `/__dev/outbox?to=${encodeURIComponent(to)}`, {
        host: 'localhost:8080',
        headers: { 'x-brand': 'siam' },
      }),
    );
    expect(previewed.map((row) => row.brand)).toEqual(['siam']);
    // A limit that is not a whole number from 1 to 200 is refused with a 4xx, never an error.
    for (const limit of ['abc', '-1', '1e309', 'Infinity']) {
      expect(
        (await call(t, 'GET', `/__dev/outbox?limit=${limit}`, { host: 'localhost:8080' })).statusCode,
      ).toBe(400);
    }
  });
});
