import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type ImportEdge, importGraph } from './import-graph';
import { cycleViolations, type Domains, domainViolations, featureViolations, layerViolations } from './rules';

const root = join(import.meta.dirname, '../..');
const domains: Domains = JSON.parse(
  readFileSync(join(root, 'src/server/domains/domains.json'), 'utf8'),
).domains;
const edges = importGraph(root, ['src', 'scripts']);

describe('the house keeps its boundaries', () => {
  it('reads the whole tree', () => {
    expect(edges.length).toBeGreaterThan(3000);
    expect(edges.some((e) => e.from === 'src/server/app.ts' && e.to?.startsWith('src/server/domains/'))).toBe(
      true,
    );
  });
  it('core imports only core; server and web never import each other', () => {
    expect(layerViolations(edges)).toEqual([]);
  });
  it('a web feature uses another only through its index.ts', () => {
    expect(featureViolations(edges)).toEqual([]);
  });
  it('a domain is used only through its front door', () => {
    expect(domainViolations(edges, domains)).toEqual([]);
  });
  it('no import cycle between server modules or between domains', () => {
    expect(cycleViolations(edges, domains)).toEqual([]);
  });
});

/** A small graph: each rule fails on the import that breaks it, and names it. */
const edge = (from: string, to: string, names = ['x']): ImportEdge => ({
  from,
  to,
  spec: to,
  names,
  typeOnly: false,
});
const toy: Domains = { money: { modules: ['wallet', 'ledger'] }, games: { modules: ['games'] } };

describe('each rule fails when broken', () => {
  it('layers', () => {
    expect(layerViolations([edge('src/core/a.ts', 'src/web/b.ts')])).toEqual([
      'core imports only core: src/core/a.ts → src/web/b.ts',
    ]);
    expect(layerViolations([edge('src/server/a.ts', 'src/web/b.ts')])).toHaveLength(1);
    expect(layerViolations([edge('src/web/a.ts', 'src/server/b.ts')])).toHaveLength(1);
    expect(
      layerViolations([edge('src/web/a.ts', 'src/core/b.ts'), edge('src/server/a.ts', 'src/core/b.ts')]),
    ).toEqual([]);
  });
  it('features', () => {
    const inner = edge('src/web/features/agent/A.tsx', 'src/web/features/auth/components/LoginForm.tsx');
    expect(featureViolations([inner])).toEqual([
      'a feature imports auth only through features/auth/index.ts: src/web/features/agent/A.tsx → src/web/features/auth/components/LoginForm.tsx',
    ]);
    expect(
      featureViolations([edge('src/web/features/agent/A.tsx', 'src/web/features/auth/index.ts')]),
    ).toEqual([]);
    expect(
      featureViolations([edge('src/web/features/agent/A.tsx', 'src/web/features/agent/b/c.ts')]),
    ).toEqual([]);
    expect(featureViolations([{ ...inner, from: 'src/web/features/agent/A.test.tsx' }])).toEqual([]);
    expect(featureViolations([{ ...inner, from: 'src/web/routes/agent.tsx' }])).toEqual([]);
  });
  it('front doors', () => {
    const around = edge('src/server/modules/games/a.ts', 'src/server/modules/wallet/w.ts');
    expect(domainViolations([around], toy)).toEqual([
      'another domain uses money only through src/server/domains/money.ts: src/server/modules/games/a.ts → src/server/modules/wallet/w.ts',
    ]);
    expect(domainViolations([edge('src/server/app.ts', 'src/server/modules/wallet/w.ts')], toy)).toHaveLength(
      1,
    );
    expect(
      domainViolations([edge('src/server/domains/games.ts', 'src/server/modules/wallet/w.ts')], toy),
    ).toHaveLength(1);
    expect(
      domainViolations(
        [
          edge('src/server/modules/wallet/a.ts', 'src/server/modules/ledger/l.ts'),
          edge('src/server/modules/games/a.ts', 'src/server/domains/money.ts'),
          edge('src/server/domains/money.ts', 'src/server/modules/wallet/w.ts'),
          edge('src/server/db/database.ts', 'src/server/modules/wallet/wallet.tables.ts'),
        ],
        toy,
      ),
    ).toEqual([]);
  });
  it('cycles, also through a front door', () => {
    const graph = [
      edge('src/server/modules/wallet/a.ts', 'src/server/modules/ledger/l.ts'),
      edge('src/server/modules/ledger/l.ts', 'src/server/modules/wallet/b.ts'),
      edge('src/server/modules/games/g.ts', 'src/server/domains/money.ts', ['pay']),
      edge('src/server/domains/money.ts', 'src/server/modules/wallet/a.ts', ['pay']),
      edge('src/server/modules/wallet/a.ts', 'src/server/modules/games/h.ts'),
    ];
    const found = cycleViolations(graph, toy);
    expect(found).toHaveLength(2);
    expect(found[0]).toContain('no import cycle between server modules (');
    expect(found.join('\n')).toContain(
      'wallet → ledger (src/server/modules/wallet/a.ts imports src/server/modules/ledger/l.ts)',
    );
    expect(found.join('\n')).toContain('no import cycle between domains');
    expect(cycleViolations(graph.slice(2, 4), toy)).toEqual([]);
    // A type-only import loads nothing: no module cycle, but the domains still depend on each other both ways.
    const typed = [
      { ...edge('src/server/modules/wallet/a.ts', 'src/server/modules/ledger/l.ts'), typeOnly: true },
      edge('src/server/modules/ledger/l.ts', 'src/server/modules/wallet/b.ts'),
      { ...edge('src/server/modules/games/g.ts', 'src/server/domains/money.ts', ['Pay']), typeOnly: true },
      edge('src/server/domains/money.ts', 'src/server/modules/wallet/a.ts', ['Pay']),
      edge('src/server/modules/wallet/a.ts', 'src/server/modules/games/h.ts'),
    ];
    expect(cycleViolations(typed, toy)).toEqual([
      expect.stringContaining('no import cycle between domains (money, games)'),
    ]);
  });
});
