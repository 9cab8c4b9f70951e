import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SocialError } from './adapter';
import { TelegramAdapter, telegramHashValid } from './telegram-adapter';

const BOT_TOKEN = '123456789:AAE-test-token-for-the-signature-check';
const NOW = 1_780_000_000_000;

/** Signs fields exactly as core.telegram.org/widgets/login#checking-authorization describes. */
function signed(fields: Record<string, string>): Record<string, string> {
  const dataCheckString = Object.entries(fields)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('\n');
  const key = createHash('sha256').update(BOT_TOKEN).digest();
  return { ...fields, hash: createHmac('sha256', key).update(dataCheckString).digest('hex') };
}

const user = () => ({
  id: '424242',
  first_name: 'Somchai',
  last_name: 'K',
  username: 'somchai_k',
  auth_date: String(Math.floor(NOW / 1000) - 30),
});

describe('Telegram Login adapter', () => {
  const adapter = new TelegramAdapter('123456789', BOT_TOKEN, () => NOW);
  const secrets = { state: 's', nonce: 'n', codeVerifier: 'v', redirectUri: 'https://a.example/cb' };

  it('accepts fields signed with the bot token and maps them to an identity', async () => {
    const identity = await adapter.verify(signed(user()), secrets);
    expect(identity).toEqual({
      issuer: 'https://telegram.org',
      subject: '424242',
      claims: { name: 'Somchai K', username: 'somchai_k' },
    });
  });

  it('refuses a changed field, another bot token, a stale authorization and a missing hash', async () => {
    const good = signed(user());
    expect(telegramHashValid(good, BOT_TOKEN)).toBe(true);
    expect(telegramHashValid({ ...good, id: '1' }, BOT_TOKEN)).toBe(false);
    expect(telegramHashValid(good, `${BOT_TOKEN}x`)).toBe(false);
    const stale = signed({ ...user(), auth_date: String(Math.floor(NOW / 1000) - 3600) });
    await expect(adapter.verify(stale, secrets)).rejects.toMatchObject({ code: 'social_token_invalid' });
    await expect(adapter.verify({ ...good, id: '1' }, secrets)).rejects.toBeInstanceOf(SocialError);
    await expect(adapter.verify({}, secrets)).rejects.toMatchObject({ code: 'social_cancelled' });
  });

  it('sends the browser to Telegram with the bot id and our callback', async () => {
    const url = await adapter.authorizationUrl(secrets);
    expect(url.origin).toBe('https://oauth.telegram.org');
    expect(url.searchParams.get('bot_id')).toBe('123456789');
    expect(url.searchParams.get('origin')).toBe('https://a.example');
  });
});
