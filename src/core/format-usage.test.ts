import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One formatter (docs/languages.md "Formatting"): every amount, number and date a player reads — on a screen or in
 * a text the server writes — comes from src/core/format.ts in the reader's language. This scans src/web and
 * src/server for the ways around it: a currency symbol glued to digits, toFixed / toLocaleString / a private Intl
 * formatter for display, a pre-formatted amount handed to a server message. A new exception needs its reason here.
 */
const SRC = join(__dirname, '..');

/** Where a rule may be broken, by file (relative to src/) and rule, with the reason. */
const ALLOWED: { file: string; rules: Rule[]; why: string }[] = [
  { file: 'core/format.ts', rules: ['intl'], why: 'the one formatter itself' },
  {
    file: 'web/features/originals/components/NumberField.tsx',
    rules: ['toFixed'],
    why: 'the value of a number input (machine-readable, what the player edits)',
  },
  {
    file: 'web/features/fairness/components/BetVerifier.tsx',
    rules: ['toFixed'],
    why: 'the value of a number input (machine-readable, what the player edits)',
  },
  {
    file: 'web/features/originals/games/CrashGraph.tsx',
    rules: ['toFixed'],
    why: 'SVG path coordinates, not text',
  },
  { file: 'web/features/originals/games/PlinkoGame.tsx', rules: ['toFixed'], why: 'SVG geometry and keys' },
  { file: 'web/features/originals/games/plinko-board.ts', rules: ['toFixed'], why: 'an hsl() colour' },
  {
    file: 'web/features/records/components/ProfitChart.tsx',
    rules: ['toFixed'],
    why: 'SVG path coordinates',
  },
  { file: 'web/features/agent/components/DayChart.tsx', rules: ['toFixed'], why: 'SVG path coordinates' },
  { file: 'server/modules/captcha/captcha-image.ts', rules: ['toFixed'], why: 'SVG path coordinates' },
  {
    file: 'server/modules/agent/agent-seed.ts',
    rules: ['toFixed'],
    why: 'a timing line of the seed script log',
  },
  {
    file: 'web/lib/brand-today.ts',
    rules: ['intl'],
    why: 'reads the calendar day in the brand zone (en-CA parts), never shown',
  },
  { file: 'server/brands/content-rules.ts', rules: ['intl'], why: 'checks a brand time zone is known' },
  {
    file: 'server/modules/office-figures/figures.period.ts',
    rules: ['intl'],
    why: "reads today's date in the brand zone (en-CA parts) for the dashboard's periods, never shown",
  },
  {
    file: 'server/modules/originals/originals-rtp.ts',
    rules: ['toFixed'],
    why: 'the configured RTP as a machine decimal in the API answer, beside the observed one (the staff console shows both as sent)',
  },
  { file: 'server/brands/promotion-rules.ts', rules: ['intl'], why: 'checks a promotion time zone is known' },
  {
    file: 'server/modules/agent/agent.query.ts',
    rules: ['intl'],
    why: "reads today's date in the brand zone (en-CA parts) for a query, never shown",
  },
  {
    file: 'server/modules/contracts/contract-periods.ts',
    rules: ['intl'],
    why: 'reads local date parts (en-US, h23) to compute period boundaries, never shown',
  },
  {
    file: 'web/features/contracts/components/ContractsPage.tsx',
    rules: ['intl'],
    why: 'reads the hour of a period start (en-GB parts) to choose a label, never shown',
  },
];

type Rule = 'symbol' | 'toFixed' | 'intl' | 'message';

const RULES: { rule: Rule; pattern: RegExp; what: string }[] = [
  {
    rule: 'symbol',
    // `${symbol}${amount}`, `${amount} ${currencySymbol}`, {symbol}{amount} in JSX, symbol + amount.
    pattern:
      /(symbol|currencySymbol)\}\s*\$\{|\$\{[^{}]+\}\s*\$\{[\w.?]*(symbol|currencySymbol)\}|\{[\w.?]*(?:symbol|currencySymbol)\}\s*\{|[\w.]*(?:symbol|currencySymbol)\s*\+\s*[\w(]|\+\s*[\w.]*(?:symbol|currencySymbol)\b/gi,
    what: 'a currency symbol glued to an amount (use format.money, or moneyParam in a server message)',
  },
  {
    rule: 'toFixed',
    pattern: /\.toFixed\(|\.toLocaleString\(/g,
    what: 'a number written by hand (use the formatter)',
  },
  { rule: 'intl', pattern: /\bIntl\.(NumberFormat|DateTimeFormat)\b/g, what: 'a private Intl formatter' },
  {
    rule: 'message',
    pattern: /\b(groupDigits|showMoney|formatMoney|showMultiplier)\(/g,
    what: 'a formatter of its own',
  },
];

/** Server messages: the parameters of an AppError or an inbox message never hold a formatted amount. */
const MESSAGE_CALL = /new AppError\(|postMessage\(|(?<!["\w])translate\(/g;
const PREFORMATTED = /formatAmount\(|\bmoney\(ctx|\bmoneyOf\(|currency\.symbol|toFixed\(/;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.(test|gen)\.|\.d\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** The text of a call's arguments (from its opening parenthesis to the matching one). */
function argumentsAt(text: string, open: number): string {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return text.slice(open, i + 1);
  }
  return text.slice(open);
}

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

function findings() {
  const out: string[] = [];
  for (const path of [...files(join(SRC, 'web')), ...files(join(SRC, 'server'))]) {
    const file = relative(SRC, path);
    const text = readFileSync(path, 'utf8');
    const allowed = new Set(ALLOWED.filter((a) => a.file === file).flatMap((a) => a.rules));
    for (const { rule, pattern, what } of RULES) {
      if (allowed.has(rule)) continue;
      for (const match of text.matchAll(pattern))
        out.push(`${file}:${lineOf(text, match.index)} ${what}: ${match[0].trim()}`);
    }
    if (!file.startsWith('server/')) continue;
    for (const match of text.matchAll(MESSAGE_CALL)) {
      const args = argumentsAt(text, match.index + match[0].length - 1);
      if (PREFORMATTED.test(args))
        out.push(
          `${file}:${lineOf(text, match.index)} a pre-formatted amount in a message (use moneyParam / priced)`,
        );
    }
  }
  return out;
}

describe('one formatter for every amount and number (docs/languages.md)', () => {
  it('nothing in src/web or src/server formats an amount, a number or a date another way', () => {
    expect(findings()).toEqual([]);
  });

  it('every allowance names a file that still needs it', () => {
    for (const { file } of ALLOWED) expect(() => readFileSync(join(SRC, file)), file).not.toThrow();
  });

  it('catches the shapes it is meant to catch', () => {
    // Source text as the scan reads it ("$" + "{" spells a template placeholder without being one here).
    const $ = '$';
    const sample = [
      `const a = \`${$}{brand.config.currency.symbol}${$}{formatAmount(x, 2)}\`;`,
      '<b>{symbol}{groupDigits(amount)}</b>',
      `const b = \`${$}{amount} ${$}{currencySymbol}\`;`,
      'value.toFixed(2)',
    ].join('\n');
    const hits = RULES.flatMap(({ pattern }) => [...sample.matchAll(pattern)].map((m) => m[0]));
    expect(hits.length).toBeGreaterThanOrEqual(5);
    expect(PREFORMATTED.test("new AppError('insufficient_funds', { available: money(ctx, 5n) })")).toBe(true);
  });
});
