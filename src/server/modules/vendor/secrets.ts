import { createHmac } from 'node:crypto';

/**
 * Vendor HMAC secrets. `VENDOR_SECRETS` (JSON `{"PG": "…", "JDB": "…"}`) names the secret of each connected
 * vendor. Without an entry, the in-house vendor MQ (which never leaves this server) and, outside production,
 * every other vendor get a secret derived from the server secret, printed by `npm run vendor:secret -- <code>`.
 * In production a third-party vendor without a configured secret cannot call the wallet (invalid signature).
 */
export const IN_HOUSE = 'MQ';

export function parseVendorSecrets(value: string | undefined): Map<string, Buffer> {
  const secrets = new Map<string, Buffer>();
  if (!value) return secrets;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new Error('VENDOR_SECRETS must be a JSON object {"VENDOR": "secret"}');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new Error('VENDOR_SECRETS must be a JSON object {"VENDOR": "secret"}');
  for (const [code, secret] of Object.entries(parsed)) {
    if (typeof secret !== 'string' || secret.length < 16)
      throw new Error(`VENDOR_SECRETS: the secret of ${code} must be a string of at least 16 characters`);
    secrets.set(code.toUpperCase(), Buffer.from(secret, 'utf8'));
  }
  return secrets;
}

/** The derived development secret of a vendor (hex text, used as UTF-8 bytes like a configured one). */
export function derivedVendorSecret(serverSecret: Buffer, vendor: string): string {
  return createHmac('sha256', serverSecret).update(`vendor-wallet:${vendor}`).digest('hex');
}

export class VendorSecrets {
  private readonly configured: Map<string, Buffer>;
  private readonly derived = new Map<string, Buffer>();

  constructor(
    private readonly serverSecret: Buffer,
    private readonly production: boolean,
    env: string | undefined = process.env.VENDOR_SECRETS,
  ) {
    this.configured = parseVendorSecrets(env);
  }

  /** The secret a vendor signs with, or undefined when the vendor may not call the wallet. */
  of(vendor: string): Buffer | undefined {
    const configured = this.configured.get(vendor);
    if (configured) return configured;
    if (vendor !== IN_HOUSE && this.production) return undefined;
    let derived = this.derived.get(vendor);
    if (!derived) {
      derived = Buffer.from(derivedVendorSecret(this.serverSecret, vendor), 'utf8');
      if (this.derived.size < 1_000) this.derived.set(vendor, derived);
    }
    return derived;
  }
}
