// `npm test`: the whole suite in phases, each phase's time printed at the end so a regression shows where it is.
// Phases run one after another; the steps inside a phase run at the same time (they share no state): the checks
// beside the build, then the unit and API tests (Vitest), then the end-to-end flows (Playwright, its own server).
import { spawn } from 'node:child_process';

const PHASES = [
  { name: 'validators', steps: ['npm run build:validators'] },
  {
    name: 'build and checks',
    steps: [
      'npm run build:web',
      'npm run build:server',
      'npm run typecheck',
      'npm run lint',
      'npm run i18n:check',
      'npm run brand:check',
    ],
  },
  { name: 'unit and API tests', steps: ['npm run test:unit'] },
  { name: 'end-to-end tests', steps: ['npm run test:e2e'] },
];

/**
 * Runs a command in a shell; resolves to its exit code and time. Alone, its output passes through; beside others,
 * its output is held and printed in one piece when it ends, so parallel steps do not interleave their lines.
 */
function run(command, alone) {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(command, { shell: true, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const held = [];
    child.stdout?.on('data', (chunk) => held.push(chunk));
    child.stderr?.on('data', (chunk) => held.push(chunk));
    child.on('close', (code, signal) => {
      if (!alone) process.stdout.write(`\n── ${command}\n${Buffer.concat(held).toString()}`);
      done({ command, code: code ?? (signal ? 1 : 0), ms: Date.now() - started });
    });
  });
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const results = [];
const started = Date.now();
let failed = false;
for (const phase of PHASES) {
  const phaseStart = Date.now();
  const steps = await Promise.all(phase.steps.map((step) => run(step, phase.steps.length === 1)));
  results.push({ name: phase.name, ms: Date.now() - phaseStart, steps });
  if (steps.some((step) => step.code !== 0)) {
    failed = true;
    break;
  }
}

console.log('\nnpm test, time per phase:');
for (const phase of results) {
  console.log(`  ${phase.name.padEnd(20)} ${seconds(phase.ms).padStart(9)}`);
  if (phase.steps.length > 1)
    for (const step of phase.steps)
      console.log(
        `    ${step.command.padEnd(26)} ${seconds(step.ms).padStart(9)}${step.code ? '  FAILED' : ''}`,
      );
  else if (phase.steps[0].code) console.log(`    ${phase.steps[0].command} FAILED`);
}
console.log(`  ${'total'.padEnd(20)} ${seconds(Date.now() - started).padStart(9)}`);
process.exit(failed ? 1 : 0);
