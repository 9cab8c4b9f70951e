// npm run sandbox:vendors: the sandbox vendor service on its own (docs/sandbox-vendors.md). Its vendor secrets come
// from SANDBOX_VENDOR_SECRETS or VENDOR_SECRETS; without either, outside production, the development secrets of
// every sandbox vendor are derived from this installation's server secret (as `npm run vendor:secret` prints
// them), read from DATABASE_URL or the embedded database in DATA_DIR. Point a server at it with
// SANDBOX_VENDORS_URL=http://127.0.0.1:<SANDBOX_VENDORS_PORT>.
import { derivedVendorSecret, parseVendorSecrets, SANDBOX_VENDORS } from '../src/server/domains/games';
import { openDatabase } from './lib/open-database';

if (!process.env.SANDBOX_VENDOR_SECRETS) {
  const configured = parseVendorSecrets(process.env.VENDOR_SECRETS);
  const secrets: Record<string, string> = {};
  const missing = SANDBOX_VENDORS.filter((v) => !configured.has(v));
  for (const [code, secret] of configured)
    if (SANDBOX_VENDORS.includes(code)) secrets[code] = secret.toString('utf8');
  if (missing.length > 0 && process.env.NODE_ENV !== 'production') {
    const database = await openDatabase();
    try {
      const { secret } = await database.db
        .selectFrom('server_secret')
        .select('secret')
        .executeTakeFirstOrThrow();
      for (const code of missing) secrets[code] = derivedVendorSecret(secret, code);
    } finally {
      await database.close();
    }
  }
  process.env.SANDBOX_VENDOR_SECRETS = JSON.stringify(secrets);
}
await import('../src/sandbox-vendors/main');
