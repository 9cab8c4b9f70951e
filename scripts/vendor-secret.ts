// npm run vendor:secret -- <VENDOR>: prints the development secret a vendor signs wallet calls with on this
// installation (derived from the server secret; DATABASE_URL or the embedded database in DATA_DIR). A vendor
// configured in VENDOR_SECRETS uses that secret instead.
import { derivedVendorSecret, parseVendorSecrets } from '../src/server/domains/games';
import { openDatabase } from './lib/open-database';

const vendor = (process.argv[2] ?? '').toUpperCase();
if (!/^[A-Z0-9]{1,20}$/.test(vendor)) {
  console.error('usage: npm run vendor:secret -- <VENDOR CODE>');
  process.exit(2);
}
const configured = parseVendorSecrets(process.env.VENDOR_SECRETS).get(vendor);
if (configured) {
  console.log(configured.toString('utf8'));
  process.exit(0);
}
const database = await openDatabase();
try {
  const { secret } = await database.db.selectFrom('server_secret').select('secret').executeTakeFirstOrThrow();
  console.log(derivedVendorSecret(secret, vendor));
} finally {
  await database.close();
}
