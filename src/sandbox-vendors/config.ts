/**
 * The sandbox vendor service's settings, all from the environment (it is an outside party: it reads nothing of
 * the operator's but these):
 * - SANDBOX_VENDORS_PORT (default 8082) and SANDBOX_VENDORS_HOST (127.0.0.1): where it listens;
 * - SANDBOX_VENDORS_PUBLIC_URL (http://127.0.0.1:<port>): the base of game URLs as browsers reach it;
 * - SANDBOX_WALLET_URL (http://127.0.0.1:8080): the operator's base URL for wallet calls and art;
 * - SANDBOX_VENDOR_SECRETS, else VENDOR_SECRETS: JSON {"PG": "secret", …}, the vendors it plays and the HMAC
 *   secret of each (the operator verifies with the same);
 * - SANDBOX_WALLET_TIMEOUT_MS (5000): per wallet call attempt.
 */
export interface SandboxConfig {
  port: number;
  host: string;
  publicUrl: string;
  walletUrl: string;
  secrets: Map<string, string>;
  timeoutMs: number;
}

export function parseSecrets(value: string | undefined): Map<string, string> {
  const secrets = new Map<string, string>();
  if (!value) return secrets;
  const parsed = JSON.parse(value) as unknown;
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new Error('vendor secrets must be a JSON object {"VENDOR": "secret"}');
  for (const [code, secret] of Object.entries(parsed)) {
    if (typeof secret !== 'string' || secret.length < 16)
      throw new Error(`the secret of ${code} must be a string of at least 16 characters`);
    secrets.set(code.toUpperCase(), secret);
  }
  return secrets;
}

export function readSandboxConfig(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  const port = Number(env.SANDBOX_VENDORS_PORT ?? 8082);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`SANDBOX_VENDORS_PORT must be a port number, got ${env.SANDBOX_VENDORS_PORT}`);
  const host = env.SANDBOX_VENDORS_HOST || '127.0.0.1';
  const trim = (url: string) => url.replace(/\/+$/, '');
  return {
    port,
    host,
    publicUrl: trim(env.SANDBOX_VENDORS_PUBLIC_URL || `http://127.0.0.1:${port}`),
    walletUrl: trim(env.SANDBOX_WALLET_URL || 'http://127.0.0.1:8080'),
    secrets: parseSecrets(env.SANDBOX_VENDOR_SECRETS || env.VENDOR_SECRETS),
    timeoutMs: Number(env.SANDBOX_WALLET_TIMEOUT_MS ?? 5_000) || 5_000,
  };
}
