import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { crashChainsCommitted } from './lib/crash-chains';
import { freePort, spawnServer, stopServer, waitFor200 } from './lib/server';
const dataDir = '/tmp/pstart/data';
const runs = Number(process.argv[2] ?? 3);
const mode = process.argv[3] ?? 'cache'; // cache | ab
const init = !existsSync(dataDir);
mkdirSync(dataDir, { recursive: true });
const clear = () => { for (const d of ['dist/server', `${dataDir}/.v8-cache`]) if (existsSync(d)) for (const f of readdirSync(d)) if (f.endsWith('.v8-cache')) rmSync(`${d}/${f}`); };
async function once(label: string, initialise = false) {
  const port = await freePort();
  const t = performance.now();
  const s = spawnServer(port, dataDir);
  const ms = (await waitFor200(s, '/wps/system/status', { timeoutMs: 180000, intervalMs: 10 })) - t;
  if (initialise) await crashChainsCommitted(port, ['aurora.localhost', 'lotus.localhost'], 180000);
  if (label === 'warm') await new Promise((r) => setTimeout(r, 3000));
  const line = /Answering after (.*)/.exec(s.output())?.[1];
  console.log(label, Math.round(ms), line);
  await stopServer(s, dataDir);
}
if (init) await once('init', true);
for (let i = 0; i < runs; i++) {
  if (mode === 'ab') { clear(); await once('nocache'); await once('warm'); }
  await once('cached');
}
