import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The web app is laid out with logical CSS (docs/rtl.md): margin-inline-start, inset-inline-end, text-align: start…
 * so right-to-left languages mirror it. This scans every style sheet (src/web/**\/*.css.ts) and every inline style
 * object (`style={{ … }}` in .tsx) for a physical left/right and fails on one that is not allowed below.
 */
const WEB = join(__dirname, '..');

/** What must stay physical, by file and property (the reason is the rule: a new entry needs one). */
const ALLOWED: { file: string; properties: string[]; why: string }[] = [
  {
    file: 'features/originals/games/dice.css.ts',
    properties: ['left', 'transition'],
    why: "the roll marker and its pointer sit on the dice scale 0 → 100, drawn left to right in every language (dir='ltr')",
  },
  {
    file: 'features/originals/games/DiceGame.tsx',
    properties: ['left'],
    why: 'the roll marker at roll % of the left-to-right dice scale',
  },
  {
    file: 'features/records/components/ProfitChart.tsx',
    properties: ['left'],
    why: 'the tooltip follows an SVG x coordinate; SVG drawing does not mirror, so neither does its position',
  },
  {
    file: 'features/agent/components/DayChart.tsx',
    properties: ['left'],
    why: 'the tooltip follows an SVG x coordinate; SVG drawing does not mirror, so neither does its position',
  },
  {
    file: 'features/contracts/components/EarningsChart.tsx',
    properties: ['left'],
    why: 'the tooltip follows an SVG x coordinate; SVG drawing does not mirror, so neither does its position',
  },
];

const PHYSICAL_PROPERTY =
  /(?<![\w-])(left|right|(?:margin|padding|border)(?:Left|Right)\w*|border(?:Top|Bottom)(?:Left|Right)Radius|scrollMargin(?:Left|Right)|scrollPadding(?:Left|Right))\s*:/g;
/** Properties whose value names a side: text-align: left, float: right, transform-origin: left… */
const PHYSICAL_VALUE =
  /(?<![\w-])(textAlign|float|clear|transformOrigin|objectPosition|backgroundPosition|captionSide|transition)\s*:\s*['"`][^'"`]*\b(left|right)\b/g;
/** margin/padding shorthands with four values whose left and right differ ('0 6px 0 12px'). */
const FOUR_VALUES =
  /(?<![\w-])(margin|padding|inset|borderWidth)\s*:\s*['"`]([^\s'"`]+) ([^\s'"`]+) ([^\s'"`]+) ([^\s'"`]+)['"`]/g;

interface Finding {
  file: string;
  line: number;
  property: string;
  text: string;
}

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path);
    return /\.css\.ts$|\.tsx$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Comments blanked out (same length, so offsets and line numbers hold): a comment may say "left". */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, (comment) => comment.replace(/[^\n]/g, ' '));
}

/** The parts of a source file that are style: all of a .css.ts file, the `style={{ … }}` objects of a .tsx. */
function styleRanges(source: string, isSheet: boolean): [number, number][] {
  if (isSheet) return [[0, source.length]];
  const ranges: [number, number][] = [];
  for (const match of source.matchAll(/style=\{\{/g)) {
    const start = match.index + match[0].length;
    let depth = 2;
    let end = start;
    while (end < source.length && depth > 0) {
      if (source[end] === '{') depth++;
      else if (source[end] === '}') depth--;
      end++;
    }
    ranges.push([start, end]);
  }
  return ranges;
}

function findPhysical(path: string, raw: string): Finding[] {
  const file = relative(WEB, path).split('\\').join('/');
  const source = withoutComments(raw);
  const found: Finding[] = [];
  const lineOf = (offset: number) => source.slice(0, offset).split('\n').length;
  for (const [start, end] of styleRanges(source, file.endsWith('.css.ts'))) {
    const part = source.slice(start, end);
    for (const m of part.matchAll(PHYSICAL_PROPERTY)) {
      found.push({ file, line: lineOf(start + m.index), property: m[1] ?? '', text: m[0] });
    }
    for (const m of part.matchAll(PHYSICAL_VALUE)) {
      found.push({ file, line: lineOf(start + m.index), property: m[1] ?? '', text: m[0] });
    }
    for (const m of part.matchAll(FOUR_VALUES)) {
      if (m[3] !== m[5])
        found.push({ file, line: lineOf(start + m.index), property: m[1] ?? '', text: m[0] });
    }
  }
  return found;
}

const isAllowed = (f: Finding) => ALLOWED.some((a) => a.file === f.file && a.properties.includes(f.property));

describe('logical CSS only (right-to-left layout)', () => {
  it('finds physical sides in a style sheet and in inline styles, not in comments or other objects', () => {
    const sheet = join(WEB, 'x.css.ts');
    const css = `// left edge\nexport const a = style({ marginLeft: 4, textAlign: 'right', padding: '0 6px 0 12px', margin: '0 8px' });`;
    expect(findPhysical(sheet, css).map((f) => f.property)).toEqual(['marginLeft', 'textAlign', 'padding']);
    const tsx = `const PAD = { left: 4 };\nexport const B = () => <div style={{ right: 0, insetInlineStart: 2 }} data-x={{ left: 1 }} />;`;
    expect(findPhysical(join(WEB, 'x.tsx'), tsx)).toEqual([
      { file: 'x.tsx', line: 2, property: 'right', text: 'right:' },
    ]);
  });

  it('src/web uses logical properties outside the allow-list', () => {
    const findings = files(WEB)
      .flatMap((path) => findPhysical(path, readFileSync(path, 'utf8')))
      .filter((f) => !isAllowed(f))
      .map((f) => `${f.file}:${f.line} ${f.text}`);
    expect(findings).toEqual([]);
  });

  it('every allow-list entry is still needed', () => {
    const all = files(WEB).flatMap((path) => findPhysical(path, readFileSync(path, 'utf8')));
    const unused = ALLOWED.filter((a) => !all.some((f) => f.file === a.file && isAllowed(f)));
    expect(unused).toEqual([]);
  });
});
