import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyBrandsDir, patchJson, readJson, removeTempDirs } from '../../../tests/support/brand-dirs';
import { formatProblems, loadBrands } from './load-brands';

afterAll(() => removeTempDirs());

/** Loads a copy of the aurora demo brand after changing its promotions.json. */
function withPromotions(change: (promotions: Record<string, unknown>[]) => void) {
  const dir = copyBrandsDir(['aurora']);
  const file = join(dir, 'aurora/content/promotions.json');
  const doc = readJson(file) as { promotions: Record<string, unknown>[] };
  change(doc.promotions);
  patchJson(file, { '/promotions': doc.promotions });
  const { brands, problems } = loadBrands(dir);
  return { file, brands, text: formatProblems(problems), problems };
}

describe('promotions.json', () => {
  it('the demo promotions load', () => {
    const { brands, text } = withPromotions(() => undefined);
    expect(text).toBe('');
    expect(brands[0]!.promotions.map((p) => p.kind)).toContain('raffle');
  });

  it('names an unknown key, a negative turnover and a negative amount', () => {
    const { text, brands } = withPromotions((list) => {
      list[0]!.bonusTyp = 'x';
      list[1]!.turnover = { multiplier: -1, of: 'bonus' };
      (list[1]!.reward as Record<string, unknown>).amount = -5;
    });
    expect(brands).toHaveLength(0);
    expect(text).toMatch(/promotions\.json \/promotions\/0\/bonusTyp: unknown key "bonusTyp"/);
    expect(text).toMatch(/\/promotions\/1\/turnover\/multiplier: must be >= 0/);
    expect(text).toMatch(/\/promotions\/1\/reward\/amount: must be >= 1/);
  });

  it('refuses overlapping twin schedules, end before start, missing assets and duplicate ids', () => {
    const { text } = withPromotions((list) => {
      list.push({ ...list[0]!, id: 'welcome-twin', schedule: { start: '2026-06-01T00:00' } });
      list.push({ ...list[1]!, schedule: { start: '2026-06-01T00:00', end: '2026-05-01T00:00' } });
      list[2]!.image = 'missing.svg';
    });
    expect(text).toMatch(/\/promotions\/6\/schedule: schedule overlaps "welcome-100"/);
    expect(text).toMatch(/\/promotions\/7\/schedule\/end: end must be after start/);
    expect(text).toMatch(/\/promotions\/7\/id: id "daily-checkin" is already used/);
    expect(text).toMatch(/\/promotions\/2\/image: assets\/missing.svg does not exist/);
  });

  it('twins on different weekdays or in separate windows do not overlap', () => {
    const { text } = withPromotions((list) => {
      list[0]!.schedule = { start: '2026-01-01T00:00', days: [1, 2, 3] };
      list.push({
        ...list[0]!,
        id: 'weekend-welcome',
        schedule: { start: '2026-01-01T00:00', days: [6, 7] },
      });
    });
    expect(text).toBe('');
  });
});
