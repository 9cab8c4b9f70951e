import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyBrandsDir, readJson, removeTempDirs } from '../../../tests/support/brand-dirs';
import { formatProblems, loadBrands } from './load-brands';

afterAll(() => removeTempDirs());

// biome-ignore lint/suspicious/noExplicitAny: free-form edits of a JSON document in a test
type Doc = Record<string, any>;

/** Loads a copy of a demo brand after changing its vip.json or points.json. */
function withContent(file: 'vip' | 'points', change: (doc: Doc) => void, brand = 'aurora') {
  const dir = copyBrandsDir([brand]);
  const path = join(dir, `${brand}/content/${file}.json`);
  const doc = readJson(path) as Doc;
  change(doc);
  writeFileSync(path, JSON.stringify(doc));
  const { brands, problems } = loadBrands(dir);
  return { brands, text: formatProblems(problems) };
}

describe('content/vip.json and content/points.json', () => {
  it('the demo brands load with VIP levels and a points mall', () => {
    for (const code of ['aurora', 'lotus', 'siam']) {
      const { brands, text } = withContent('vip', () => undefined, code);
      expect(text).toBe('');
      expect(brands[0]!.vip!.levels.length).toBeGreaterThan(2);
      expect(Object.keys(brands[0]!.points!.earn)).toEqual(
        expect.arrayContaining(['live', 'lottery', 'pvp', 'slots', 'sports']),
      );
    }
  });

  it('names unknown keys, thresholds out of order and falling withdrawal limits', () => {
    const { brands, text } = withContent('vip', (doc) => {
      doc.levls = [];
      doc.levels[2].validBet = '5000.00';
    });
    expect(brands).toHaveLength(0);
    expect(text).toMatch(/vip\.json \/levls: unknown key "levls"/);
    const order = withContent('vip', (doc) => {
      doc.levels[2].validBet = '5000.00';
      doc.levels[3].withdrawal.dailyCount = 1;
      doc.levels[1].level = 7;
    });
    expect(order.text).toMatch(/vip\.json \/levels\/2\/validBet: thresholds out of order/);
    expect(order.text).toMatch(/\/levels\/3\/withdrawal: withdrawal limits must not fall/);
    expect(order.text).toMatch(/\/levels\/1\/level: must be 2/);
  });

  it('names ratios out of range, a missing type, a voucher without amount and a missing image', () => {
    const { brands, text } = withContent('points', (doc) => {
      doc.earn.live = '0';
      doc.earn.slots = '5000';
      delete doc.earn.sports;
      doc.bonus = 1;
    });
    expect(brands).toHaveLength(0);
    expect(text).toMatch(/points\.json \/bonus: unknown key "bonus"/);
    expect(text).toMatch(/missing required key "sports"/);
    const ranges = withContent('points', (doc) => {
      doc.earn.live = '0';
      doc.earn.slots = '5000';
      doc.convert.amount = '0.00';
      doc.items[3].amount = undefined;
      doc.items[0].image = 'nope.svg';
    });
    expect(ranges.text).toMatch(/\/earn\/live: ratio "0" out of range/);
    expect(ranges.text).toMatch(/\/earn\/slots: ratio "5000" out of range/);
    expect(ranges.text).toMatch(/\/convert\/amount: ratio out of range/);
    expect(ranges.text).toMatch(/\/items\/3\/amount: a voucher needs a positive amount/);
    expect(ranges.text).toMatch(/\/items\/0\/image: asset "nope.svg" is not in the brand's assets folder/);
  });
});
