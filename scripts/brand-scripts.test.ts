import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultBrandsDir } from '../src/server/paths';
import { copyBrandsDir, patchJson, readJson, removeTempDirs } from '../tests/support/brand-dirs';
import { runScript } from '../tests/support/scripts';

afterAll(() => removeTempDirs());

/** Runs a script as `npm run` does, with BRANDS_DIR set (from its bundle: tests/support/scripts.ts). */
async function run(script: string, args: string[], brandsDir?: string) {
  const env = { ...process.env };
  if (brandsDir) env.BRANDS_DIR = brandsDir;
  else delete env.BRANDS_DIR;
  const result = await runScript(`scripts/${script}`, args, { env, timeout: 30_000 });
  return { status: result.status, out: result.output };
}

describe('npm run brand:check', () => {
  it('passes on the demo brands with a one-line summary naming them', async () => {
    const { status, out } = await run('brand-check.ts', []);
    expect(status).toBe(0);
    expect(out.trim()).toMatch(/^brand:check OK: 4 brand\(s\) valid in .+ \(aurora, lotus, oasis, siam\)$/);
    expect(out).toContain(defaultBrandsDir);
  });

  it('prints "file pointer: reason" per problem and exits 1', async () => {
    const dir = copyBrandsDir();
    patchJson(join(dir, 'aurora/brand.json'), { '/currency/symbl': 'P' });
    writeFileSync(join(dir, 'siam/theme.json'), '{ "defaultMode": ');
    const { status, out } = await run('brand-check.ts', [], dir);
    expect(status).toBe(1);
    expect(out).toContain(`${join(dir, 'aurora/brand.json')} /currency/symbl: unknown key "symbl"`);
    expect(out).toContain(`${join(dir, 'siam/theme.json')} /: not valid JSON`);
    expect(out).toContain('2 problem(s)');
  });
});

describe('npm run brand:check languages', () => {
  it('refuses a language code outside spec §9, naming the code', async () => {
    const dir = copyBrandsDir();
    patchJson(join(dir, 'lotus/brand.json'), { '/languages/supported/1': 'de' });
    const { status, out } = await run('brand-check.ts', [], dir);
    expect(status).toBe(1);
    expect(out).toContain(
      `${join(dir, 'lotus/brand.json')} /languages/supported/1: unknown language code "de": a brand may offer only the languages of spec §9 (en, ty, vi, cn, th, ja,`,
    );
  });
});

describe('npm run brand:new', () => {
  it('scaffolds a valid brand that brand:check then accepts', async () => {
    const dir = copyBrandsDir();
    const created = await run('brand-new.ts', ['nova'], dir);
    expect(created.status, created.out).toBe(0);
    expect(created.out).toContain('Nova (merchant NOVA)');
    expect(readJson(join(dir, 'nova/brand.json'))).toMatchObject({
      code: 'nova',
      domains: ['nova.localhost'],
    });
    const checked = await run('brand-check.ts', [], dir);
    expect(checked.status, checked.out).toBe(0);
    expect(checked.out).toContain('(aurora, lotus, nova, siam)');
  });

  it('refuses an invalid code, a missing code and an existing folder with exit 1', async () => {
    const dir = copyBrandsDir(['aurora']);
    const invalid = await run('brand-new.ts', ['Nova_1'], dir);
    expect(invalid.status).toBe(1);
    expect(invalid.out).toMatch(/"Nova_1" is not a valid brand code/);
    expect(existsSync(join(dir, 'Nova_1'))).toBe(false);
    const missing = await run('brand-new.ts', [], dir);
    expect(missing.status).toBe(1);
    expect(missing.out).toMatch(/usage: npm run brand:new <code>/);
    const existing = await run('brand-new.ts', ['aurora'], dir);
    expect(existing.status).toBe(1);
    expect(existing.out).toMatch(/already exists/);
    expect(readJson(join(dir, 'aurora/brand.json'))).toMatchObject({ displayName: 'Aurora Play' });
  });

  it('removes a new brand that does not validate and exits 1', async () => {
    const dir = copyBrandsDir(['aurora']);
    const result = await run('brand-new.ts', ['aurora01'], dir);
    expect(result.status).toBe(1);
    expect(result.out).toMatch(
      /aurora01\/brand\.json \/merchantCode: merchant code is already used by brand aurora/,
    );
    expect(existsSync(join(dir, 'aurora01'))).toBe(false);
  });
});
