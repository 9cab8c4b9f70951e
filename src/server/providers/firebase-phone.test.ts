import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type KeyServer,
  makeSigningKey,
  phoneClaims,
  type SigningKey,
  signToken,
  startKeyServer,
} from '../../../tests/support/firebase-keys';
import {
  e164,
  FirebaseKeySet,
  FirebaseKeysUnavailable,
  maxAgeSeconds,
  verifyFirebaseIdToken,
} from './firebase-phone';

const PROJECT = 'marquee-test-project';
const PHONE = '+84912345678';
const NOW = new Date();

let key: SigningKey;
let other: SigningKey;
let server: KeyServer;
let keys: FirebaseKeySet;

beforeAll(async () => {
  key = makeSigningKey('key-1');
  other = makeSigningKey('key-2');
  server = await startKeyServer([key]);
  keys = new FirebaseKeySet(server.url);
});
afterAll(async () => server?.close());

const verify = (token: string, phoneNumber = PHONE) =>
  verifyFirebaseIdToken(token, { projectId: PROJECT, phoneNumber, now: NOW }, keys);
const claims = (extra: Record<string, unknown> = {}) => ({ ...phoneClaims(PROJECT, PHONE, NOW), ...extra });
const seconds = Math.floor(NOW.getTime() / 1000);

describe('verifyFirebaseIdToken', () => {
  it('accepts a token signed by a published key with the right claims', async () => {
    expect(await verify(signToken(key, claims()))).toEqual({
      ok: true,
      uid: 'uid-test-1',
      phoneNumber: PHONE,
    });
    // A number the display wrote with spaces or dashes is the same number.
    expect((await verify(signToken(key, claims({ phone_number: '+84 912-345-678' })))).ok).toBe(true);
  });

  it.each([
    ['another project as audience', { aud: 'someone-else' }, 'audience'],
    ['an issuer of another project', { iss: 'https://securetoken.google.com/someone-else' }, 'issuer'],
    ['an issuer that is not securetoken', { iss: `https://evil.example/${PROJECT}` }, 'issuer'],
    ['an expired token', { exp: seconds - 1 }, 'expired'],
    ['a token without exp', { exp: undefined }, 'expired'],
    ['a token issued in the future', { iat: seconds + 120 }, 'issued_in_future'],
    ['an authentication in the future', { auth_time: seconds + 120 }, 'auth_time'],
    ['a token without auth_time', { auth_time: undefined }, 'auth_time'],
    ['an empty subject', { sub: '' }, 'subject'],
    ['another phone number', { phone_number: '+84912345679' }, 'phone'],
    ['no phone number', { phone_number: undefined }, 'phone'],
  ])('refuses %s', async (_name, extra, reason) => {
    expect(await verify(signToken(key, claims(extra)))).toEqual({ ok: false, reason });
  });

  it('refuses a key id that is not published, and a signature by another key under a published id', async () => {
    expect(await verify(signToken(other, claims()))).toEqual({ ok: false, reason: 'unknown_key' });
    expect(await verify(signToken(key, claims(), { kid: undefined }))).toEqual({
      ok: false,
      reason: 'unknown_key',
    });
    const forged = signToken({ ...other, kid: key.kid }, claims());
    expect(await verify(forged)).toEqual({ ok: false, reason: 'signature' });
  });

  it('refuses a changed payload, another algorithm and malformed tokens', async () => {
    const [head, , sig] = signToken(key, claims()).split('.');
    const changed = Buffer.from(JSON.stringify(claims({ phone_number: '+84999999999' }))).toString(
      'base64url',
    );
    expect(await verify(`${head}.${changed}.${sig}`, '+84999999999')).toEqual({
      ok: false,
      reason: 'signature',
    });
    expect(await verify(signToken(key, claims(), { alg: 'HS256' }))).toEqual({
      ok: false,
      reason: 'algorithm',
    });
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${changed}.`;
    expect(await verify(none)).toEqual({ ok: false, reason: 'malformed' });
    for (const token of ['', 'a.b', 'a.b.c.d', 'not a token', '!!.??.##'])
      expect(await verify(token)).toEqual({ ok: false, reason: 'malformed' });
  });
});

describe('FirebaseKeySet', () => {
  it('keeps the certificates for the max-age of the answer, then fetches them again', async () => {
    const local = await startKeyServer([key], 60);
    let clock = Date.now();
    const set = new FirebaseKeySet(local.url, { clock: () => clock });
    try {
      const [a, b] = await Promise.all([set.get(), set.get()]);
      expect([...a.keys()]).toEqual(['key-1']);
      expect(b).toBe(a);
      expect(local.hits()).toBe(1);
      clock += 59_000;
      await set.get();
      expect(local.hits()).toBe(1);
      clock += 2_000;
      await set.get();
      expect(local.hits()).toBe(2);
    } finally {
      await local.close();
    }
  });

  it('reports keys it cannot read as unavailable, not as a bad token', async () => {
    const missing = new FirebaseKeySet(`${server.url}/nope`);
    await expect(missing.get()).rejects.toBeInstanceOf(FirebaseKeysUnavailable);
    const broken = new FirebaseKeySet('http://x', {
      fetch: async () => new Response('[1]', { status: 200 }),
    });
    await expect(broken.get()).rejects.toBeInstanceOf(FirebaseKeysUnavailable);
  });

  it('reads max-age as Google sends it', () => {
    expect(maxAgeSeconds('public, max-age=19081, must-revalidate, no-transform')).toBe(19081);
    expect(maxAgeSeconds('no-store, max-age=100')).toBe(0);
    expect(maxAgeSeconds(null)).toBe(0);
    expect(maxAgeSeconds('max-age=abc')).toBe(0);
    expect(e164(' +84 (912) 345-678 ')).toBe('+84912345678');
  });
});
