import { createHmac, timingSafeEqual } from 'node:crypto';
import { kindOf } from './engines';
import { newShoe } from './engines/baccarat';
import type { Rng } from './engines/random';
import { fixtures } from './engines/sports';
import type { Room, Session, SessionStore } from './sessions';
import { languageOf } from './texts';

/**
 * The sandbox's launch API, as an operator's launcher adapter calls it: POST /api/launch/<VENDOR> with a JSON
 * body signed like the wallet calls (X-Signature = hex HMAC-SHA256 of the raw body under the vendor's secret).
 * The body names the game (code, name, catalogue type, PVP rooms), the player's wallet identity and launch token
 * (or demo: without a player, on the sandbox's own demo credits; with one, on the credits the operator's wallet
 * keeps for that player), the currency and language; `issued_at` (ms) must be within 5 minutes.
 */

export class LaunchError extends Error {
  constructor(
    readonly code: 'bad_signature' | 'bad_request' | 'unsupported_game',
    readonly status: number,
  ) {
    super(code);
  }
}

export const LAUNCH_WINDOW_MS = 5 * 60_000;
const DEMO_CREDITS_UNITS = 2_000n;
const CODE = /^[A-Za-z0-9_.-]{1,64}$/;
const ID = /^[\x21-\x7E]{1,256}$/;

export function signBody(secret: string, body: string): string {
  return createHmac('sha256', Buffer.from(secret, 'utf8')).update(body).digest('hex');
}

export function signatureMatches(secret: string, body: string, signature: unknown): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  return timingSafeEqual(Buffer.from(signBody(secret, body), 'hex'), Buffer.from(signature, 'hex'));
}

const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.length > 0 && value.length <= max ? value : undefined;

function minor(value: unknown): bigint | undefined {
  return typeof value === 'string' && /^\d{1,15}$/.test(value) ? BigInt(value) : undefined;
}

function rooms(value: unknown): Room[] | undefined {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.length > 10) return undefined;
  const out: Room[] = [];
  for (const item of value as Record<string, unknown>[]) {
    const name = text(item?.name, 80);
    const min = minor(item?.min);
    const max = minor(item?.max);
    if (typeof item?.tier !== 'number' || !Number.isInteger(item.tier) || !name || !min || !max || min > max)
      return undefined;
    out.push({ tier: item.tier, name, min, max });
  }
  return out;
}

export function launch(
  store: SessionStore,
  rng: Rng,
  secretOf: (vendor: string) => string | undefined,
  vendor: string,
  raw: string,
  signature: unknown,
  now = Date.now(),
): Session {
  const secret = /^[A-Z0-9]{1,20}$/.test(vendor) ? secretOf(vendor) : undefined;
  if (!secret || !signatureMatches(secret, raw, signature)) throw new LaunchError('bad_signature', 401);
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(raw) as Record<string, unknown>;
  } catch {
    throw new LaunchError('bad_request', 400);
  }
  if (typeof body !== 'object' || body === null || body.vendor !== vendor)
    throw new LaunchError('bad_request', 400);
  const issued = body.issued_at;
  if (typeof issued !== 'number' || Math.abs(now - issued) > LAUNCH_WINDOW_MS)
    throw new LaunchError('bad_request', 400);
  const game = body.game as Record<string, unknown> | undefined;
  const currency = body.currency as Record<string, unknown> | undefined;
  const code = text(game?.code, 64);
  const name = text(game?.name, 120);
  const type = text(game?.type, 20);
  const gameRooms = rooms(game?.rooms);
  const betUnit = minor(currency?.bet_unit);
  const minorUnits = currency?.minor_units;
  const currencyCode = text(currency?.code, 3);
  if (
    !code ||
    !CODE.test(code) ||
    !name ||
    !type ||
    !gameRooms ||
    !betUnit ||
    (minorUnits !== 0 && minorUnits !== 2) ||
    !currencyCode ||
    !/^[A-Z]{3}$/.test(currencyCode)
  )
    throw new LaunchError('bad_request', 400);
  const kind = kindOf(type);
  if (!kind || (kind.kind === 'pvp' && gameRooms.length === 0))
    throw new LaunchError('unsupported_game', 422);
  const demo = body.demo === true;
  const player = body.player as Record<string, unknown> | undefined;
  let wallet: Session['player'];
  // Demo play normally runs on the sandbox's own credits; an operator may name a player even then, so the demo
  // mode plays on the credits that operator keeps for the player (a trial account's), through the wallet.
  if (!demo || player !== undefined) {
    const user = text(player?.user, 64);
    const token = text(player?.token, 256);
    if (!user || !token || !ID.test(user) || !ID.test(token)) throw new LaunchError('bad_request', 400);
    wallet = { vendor, user, token, currency: currencyCode };
  }
  const hue = typeof game?.hue === 'number' && game.hue >= 0 && game.hue < 360 ? Math.floor(game.hue) : 210;
  return store.create({
    vendor,
    demo,
    game: {
      code,
      name,
      type,
      kind: kind.kind,
      ...(kind.sport ? { sport: kind.sport } : {}),
      hue,
      rooms: gameRooms,
    },
    ...(wallet ? { player: wallet } : {}),
    demoBalance: demo && !wallet ? betUnit * DEMO_CREDITS_UNITS : 0n,
    currency: { code: currencyCode, minorUnits },
    betUnit,
    language: languageOf(body.language),
    table: {
      ...(kind.kind === 'baccarat' ? { shoe: newShoe(rng) } : {}),
      ...(kind.sport ? { fixtures: fixtures(kind.sport, rng) } : {}),
    },
  });
}
