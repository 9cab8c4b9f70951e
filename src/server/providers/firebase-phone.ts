import { createVerify, type KeyObject, X509Certificate } from 'node:crypto';

/**
 * Third-party phone verification (spec §4 "firebaseChannel sms + firebaseIdToken"): the player proved the number with
 * Firebase Authentication's phone sign-in, and the client sends the Firebase ID token it got. It is verified as
 * Google documents for Firebase ID tokens (firebase.google.com/docs/auth/admin/verify-id-tokens, "Verify ID tokens
 * using a third-party JWT library"):
 * - header: `alg` RS256, `kid` one of the keys published at FIREBASE_CERTS_URL (X.509 certificates, cached for the
 *   max-age of the answer's Cache-Control), and the signature verifies with that key;
 * - payload: `exp` in the future, `iat` and `auth_time` in the past, `aud` the brand's Firebase project id, `iss`
 *   https://securetoken.google.com/<projectId>, `sub` a non-empty string;
 * - and, for us, the `phone_number` claim is the number the player registers.
 */

/** Where Google publishes the keys Firebase ID tokens are signed with (FIREBASE_CERTS_URL overrides it). */
export const FIREBASE_CERTS_URL =
  'https://www.googleapis.com/robot/v1/metadata/x509/securetoken@system.gserviceaccount.com';

/** Why a token was refused (logged and asserted by the tests; the player sees one translated error). */
export type FirebaseRefusal =
  | 'malformed'
  | 'algorithm'
  | 'unknown_key'
  | 'signature'
  | 'expired'
  | 'issued_in_future'
  | 'auth_time'
  | 'audience'
  | 'issuer'
  | 'subject'
  | 'phone';

export type FirebaseVerdict =
  | { ok: true; uid: string; phoneNumber: string }
  | { ok: false; reason: FirebaseRefusal };

/** The published keys could not be read (network, status, body): not the player's fault, and nothing is accepted. */
export class FirebaseKeysUnavailable extends Error {}

/** Fetch, the way the key set reads its URL (tests pass their own). */
export type FetchLike = (url: string, init: { signal: AbortSignal }) => Promise<Response>;

/** The seconds of `max-age` in a Cache-Control header (0 when absent, no-store or no-cache). */
export function maxAgeSeconds(cacheControl: string | null): number {
  if (!cacheControl) return 0;
  const directives = cacheControl
    .toLowerCase()
    .split(',')
    .map((d) => d.trim());
  if (directives.includes('no-store') || directives.includes('no-cache')) return 0;
  const found = directives.find((d) => d.startsWith('max-age='));
  const seconds = found ? Number(found.slice('max-age='.length)) : 0;
  return Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
}

/**
 * The published certificates of one URL, by key id, kept until the answer's max-age runs out. Calls that arrive
 * while a fetch is on its way share it.
 */
export class FirebaseKeySet {
  private keys: Map<string, KeyObject> | undefined;
  private expiresAt = 0;
  private pending: Promise<Map<string, KeyObject>> | undefined;

  constructor(
    readonly url: string,
    private readonly options: { fetch?: FetchLike; clock?: () => number; timeoutMs?: number } = {},
  ) {}

  async get(): Promise<Map<string, KeyObject>> {
    const now = (this.options.clock ?? Date.now)();
    if (this.keys && now < this.expiresAt) return this.keys;
    this.pending ??= this.load(now).finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  private async load(now: number): Promise<Map<string, KeyObject>> {
    const fetcher = this.options.fetch ?? ((url, init) => fetch(url, init));
    let response: Response;
    let body: unknown;
    try {
      response = await fetcher(this.url, { signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000) });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      body = await response.json();
    } catch (error) {
      throw new FirebaseKeysUnavailable(`Firebase keys at ${this.url}: ${(error as Error).message}`);
    }
    if (body === null || typeof body !== 'object' || Array.isArray(body))
      throw new FirebaseKeysUnavailable(`Firebase keys at ${this.url}: not an object of certificates`);
    const keys = new Map<string, KeyObject>();
    for (const [kid, pem] of Object.entries(body)) {
      if (typeof pem !== 'string') continue;
      try {
        const certificate = new X509Certificate(pem);
        // A certificate outside its validity period signs nothing we accept.
        if (Date.parse(certificate.validFrom) > now || Date.parse(certificate.validTo) < now) continue;
        keys.set(kid, certificate.publicKey);
      } catch {
        // An unreadable entry is skipped; the tokens signed by it are refused as unknown_key.
      }
    }
    this.keys = keys;
    this.expiresAt = now + maxAgeSeconds(response.headers.get('cache-control')) * 1000;
    return keys;
  }
}

/** One key set per URL for the process (the cache outlives requests). */
const keySets = new Map<string, FirebaseKeySet>();
export function firebaseKeySet(url: string): FirebaseKeySet {
  let set = keySets.get(url);
  if (!set) {
    set = new FirebaseKeySet(url);
    keySets.set(url, set);
  }
  return set;
}

function decodePart(part: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;
const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** A phone number as compared: E.164 without the spaces, dashes, dots or brackets a display may add. */
export const e164 = (phone: string) => phone.replace(/[\s().-]/g, '');

/**
 * Verifies a Firebase ID token for `projectId` at `now` against the key set, and that its phone number is
 * `phoneNumber` (E.164, e.g. +84912345678). Throws FirebaseKeysUnavailable when the keys cannot be read.
 */
export async function verifyFirebaseIdToken(
  token: string,
  expected: { projectId: string; phoneNumber: string; now: Date },
  keySet: Pick<FirebaseKeySet, 'get'>,
): Promise<FirebaseVerdict> {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((p) => BASE64URL.test(p))) return { ok: false, reason: 'malformed' };
  const [rawHeader, rawPayload, rawSignature] = parts as [string, string, string];
  const header = decodePart(rawHeader);
  const payload = decodePart(rawPayload);
  if (!header || !payload) return { ok: false, reason: 'malformed' };
  if (header.alg !== 'RS256') return { ok: false, reason: 'algorithm' };
  const key = typeof header.kid === 'string' ? (await keySet.get()).get(header.kid) : undefined;
  if (!key) return { ok: false, reason: 'unknown_key' };
  const signature = Buffer.from(rawSignature, 'base64url');
  const verifier = createVerify('RSA-SHA256');
  verifier.update(`${rawHeader}.${rawPayload}`);
  if (!verifier.verify(key, signature)) return { ok: false, reason: 'signature' };

  const now = Math.floor(expected.now.getTime() / 1000);
  if (!isTime(payload.exp) || payload.exp <= now) return { ok: false, reason: 'expired' };
  if (!isTime(payload.iat) || payload.iat > now) return { ok: false, reason: 'issued_in_future' };
  if (!isTime(payload.auth_time) || payload.auth_time > now) return { ok: false, reason: 'auth_time' };
  if (payload.aud !== expected.projectId) return { ok: false, reason: 'audience' };
  if (payload.iss !== `https://securetoken.google.com/${expected.projectId}`)
    return { ok: false, reason: 'issuer' };
  if (typeof payload.sub !== 'string' || payload.sub === '' || payload.sub.length > 128)
    return { ok: false, reason: 'subject' };
  if (typeof payload.phone_number !== 'string' || e164(payload.phone_number) !== e164(expected.phoneNumber))
    return { ok: false, reason: 'phone' };
  return { ok: true, uid: payload.sub, phoneNumber: payload.phone_number };
}
