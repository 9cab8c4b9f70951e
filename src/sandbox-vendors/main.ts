// The sandbox vendor service as its own process (npm run sandbox:vendors; started by the server outside
// production, docs/sandbox-vendors.md). Stops on SIGINT/SIGTERM, and when the server that started it goes away.
import { readSandboxConfig } from './config';
import { createSandbox } from './server';

const config = readSandboxConfig();
if (config.secrets.size === 0) {
  console.error(
    'sandbox-vendors: no vendor secrets (SANDBOX_VENDOR_SECRETS or VENDOR_SECRETS); nothing to serve',
  );
  process.exit(2);
}
const sandbox = createSandbox({
  walletUrl: config.walletUrl,
  publicUrl: config.publicUrl,
  secrets: config.secrets,
  timeoutMs: config.timeoutMs,
});
const url = await sandbox.listen(config.port, config.host);
console.log(
  `Sandbox vendors (${[...config.secrets.keys()].sort().join(', ')}) on ${url}, wallet ${config.walletUrl}`,
);
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await sandbox.close().catch(() => undefined);
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
// Started by the server with an IPC channel: it ends with the server, even a killed one.
process.once('disconnect', () => void stop());
