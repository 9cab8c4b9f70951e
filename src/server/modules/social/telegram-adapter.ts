import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { type FlowSecrets, type SocialAdapter, SocialError, type VerifiedIdentity } from './adapter';

/** How old a Telegram authorization may be when it reaches the callback. */
export const TELEGRAM_MAX_AGE_SECONDS = 600;

/**
 * Telegram Login's documented check (core.telegram.org/widgets/login#checking-authorization): the data-check
 * string is every received field except hash, as key=value sorted by key and joined by "\n"; the secret key is
 * SHA-256 of the bot token; hash must equal the hex HMAC-SHA-256 of the data-check string under that key.
 */
export function telegramHashValid(fields: Record<string, string>, botToken: string): boolean {
  const { hash, ...data } = fields;
  if (!hash || !/^[0-9a-f]{64}$/.test(hash)) return false;
  const checkString = Object.keys(data)
    .sort()
    .map((key) => `${key}=${data[key]}`)
    .join('\n');
  const secretKey = createHash('sha256').update(botToken).digest();
  const expected = createHmac('sha256', secretKey).update(checkString).digest();
  return timingSafeEqual(expected, Buffer.from(hash, 'hex'));
}

const TELEGRAM_FIELDS = ['id', 'first_name', 'last_name', 'username', 'photo_url', 'auth_date', 'hash'];

/**
 * Telegram Login (not OpenID Connect): the browser goes to oauth.telegram.org, which returns the signed user
 * fields to the callback. The flow cookie (state) still binds the attempt to the browser; the signature and
 * auth_date prove the fields came from Telegram recently.
 */
export class TelegramAdapter implements SocialAdapter {
  constructor(
    private readonly botId: string,
    private readonly botToken: string,
    private readonly now: () => number = Date.now,
  ) {}

  async authorizationUrl(secrets: FlowSecrets): Promise<URL> {
    const url = new URL('https://oauth.telegram.org/auth');
    const callback = new URL(secrets.redirectUri);
    url.searchParams.set('bot_id', this.botId);
    url.searchParams.set('origin', callback.origin);
    url.searchParams.set('return_to', `${callback.href}?state=${encodeURIComponent(secrets.state)}`);
    url.searchParams.set('request_access', 'read');
    return url;
  }

  async verify(query: Record<string, string>, _secrets?: FlowSecrets): Promise<VerifiedIdentity> {
    const fields: Record<string, string> = {};
    for (const key of TELEGRAM_FIELDS) if (typeof query[key] === 'string') fields[key] = query[key];
    if (!fields.hash && !fields.id) throw new SocialError('social_cancelled');
    if (!telegramHashValid(fields, this.botToken)) throw new SocialError('social_token_invalid', true);
    const authDate = Number(fields.auth_date);
    const age = this.now() / 1000 - authDate;
    if (!Number.isFinite(authDate) || age > TELEGRAM_MAX_AGE_SECONDS || age < -60)
      throw new SocialError('social_token_invalid', true);
    const name = [fields.first_name, fields.last_name].filter(Boolean).join(' ');
    return {
      issuer: 'https://telegram.org',
      subject: fields.id!,
      claims: { name: name || undefined, username: fields.username },
    };
  }
}
