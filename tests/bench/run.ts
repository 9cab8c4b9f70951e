/**
 * `npm run bench`: builds, then prints one line per figure with its target:
 *   <name>: <value> <unit> (target <target>) <ok|MISS>
 * Targets are reported, never asserted: a MISS still exits 0. The exit code is non-zero only when a
 * measurement could not be taken. `tsx tests/bench/run.ts <word>…` runs only the figures whose label
 * contains one of the words.
 *
 * To add a figure, write tests/bench/figures/<name>.ts exporting a FigureModule and list it below.
 */
import { accounts } from './figures/accounts';
import { agent } from './figures/agent';
import { chat } from './figures/chat';
import { contracts } from './figures/contracts';
import { engagement } from './figures/engagement';
import { games } from './figures/games';
import { homeJs } from './figures/home-js';
import { ledger } from './figures/ledger';
import { homeLighthouseFigure, lobbyKeystroke, lobbyScroll } from './figures/lobby-browser';
import { points } from './figures/points';
import { protocol } from './figures/protocol';
import { serverColdStart } from './figures/server-cold-start';
import { validateBrands } from './figures/validate-brands';
import { type FigureModule, formatFigure } from './lib/figure';
import { commandOf, descendantsOf, stopLeftovers } from './lib/server';

const figures: FigureModule[] = [
  homeJs,
  serverColdStart,
  validateBrands,
  accounts,
  ledger,
  games,
  protocol,
  agent,
  contracts,
  engagement,
  chat,
  points,
  lobbyKeystroke,
  lobbyScroll,
  homeLighthouseFigure,
];

const filters = process.argv.slice(2).map((word) => word.toLowerCase());
const selected = filters.length
  ? figures.filter((f) => filters.some((word) => f.label.toLowerCase().includes(word)))
  : figures;
if (selected.length === 0) {
  console.error(
    `no figure matches ${filters.join(', ')}; figures: ${figures.map((f) => f.label).join(', ')}`,
  );
  process.exit(2);
}

let failed = 0;
for (const figure of selected) {
  try {
    const result = await figure.measure();
    for (const line of Array.isArray(result) ? result : [result]) console.log(formatFigure(line));
  } catch (error) {
    failed++;
    console.log(`${figure.label}: ERROR (measurement failed)`);
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  }
}
// Everything a figure started must be gone by now (servers, their sandbox vendors, PostgreSQL, browsers): anything
// left is reported and stopped, and the bench exits instead of waiting on it.
// (The esbuild service of the TypeScript loader is this process's own helper, not something a figure started.)
await stopLeftovers(descendantsOf(process.pid).filter((pid) => !commandOf(pid).includes('esbuild')));
process.exit(failed ? 1 : 0);
