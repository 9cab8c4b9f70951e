import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyBrandsDir, readJson, removeTempDirs } from '../../../tests/support/brand-dirs';
import { formatProblems, loadBrands } from './load-brands';

afterAll(() => removeTempDirs());

/** Loads a copy of aurora after changing its referral.json / missions.json (undefined: the file removed). */
function withContent(change: {
  referral?: (doc: Record<string, unknown>) => unknown;
  missions?: (doc: Record<string, unknown>) => unknown;
}) {
  const dir = copyBrandsDir(['aurora']);
  for (const name of ['referral', 'missions'] as const) {
    const fn = change[name];
    if (!fn) continue;
    const file = join(dir, `aurora/content/${name}.json`);
    const doc = readJson(file) as Record<string, unknown>;
    const next = fn(doc);
    if (next === undefined) rmSync(file);
    else writeFileSync(file, JSON.stringify(next));
  }
  const { brands, problems } = loadBrands(dir);
  return { brands, text: formatProblems(problems) };
}

describe('referral.json and missions.json', () => {
  it('the demo programs load; without referral.json referral is off', () => {
    const { brands, text } = withContent({});
    expect(text).toBe('');
    expect(brands[0]!.referral?.enabled).toBe(true);
    expect(brands[0]!.engagement?.missions.length).toBeGreaterThan(0);
    const off = withContent({ referral: () => undefined });
    expect(off.text).toBe('');
    expect(off.brands[0]!.referral).toBeUndefined();
  });

  it('names unknown keys in either file', () => {
    const { brands, text } = withContent({
      referral: (d) => ({ ...d, rewardd: 5 }),
      missions: (d) => {
        (d.missions as Record<string, unknown>[])[0]!.bonus = 1;
        return d;
      },
    });
    expect(brands).toHaveLength(0);
    expect(text).toMatch(/referral\.json \/rewardd: unknown key "rewardd"/);
    expect(text).toMatch(/missions\.json \/missions\/0\/bonus: unknown key "bonus"/);
  });

  it('refuses prize bands out of order, a lower rank paid more, a play_game task without its game', () => {
    const { brands, text } = withContent({
      missions: (d) => {
        const boards = d.leaderboards as { prizes: unknown[] }[];
        boards[0]!.prizes = [
          { fromRank: 2, toRank: 3, amount: 100 },
          { fromRank: 1, toRank: 1, amount: 500 },
        ];
        const missions = d.missions as { task: Record<string, unknown> }[];
        delete missions.find((m) => m.task.type === 'play_game')!.task.game;
        return d;
      },
    });
    expect(brands).toHaveLength(0);
    expect(text).toMatch(
      /\/leaderboards\/0\/prizes\/1\/fromRank: prize bands must be in ascending rank order/,
    );
    expect(text).toMatch(/\/leaderboards\/0\/prizes\/1\/amount: a lower rank cannot win more/);
    expect(text).toMatch(/\/task\/game: play_game needs the game code/);
  });
});
