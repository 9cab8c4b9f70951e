import Hex from 'crypto-js/enc-hex.js';
import HmacSHA256 from 'crypto-js/hmac-sha256.js';
import SHA256 from 'crypto-js/sha256.js';

/**
 * Provably fair primitives of the in-house games (docs/originals.md "Fairness"). Isomorphic (crypto-js, no Node
 * APIs): the server draws outcomes with this code and the /fairness page re-computes them in the browser.
 *
 * - Strings are hashed as their UTF-8 text: the server seed is a 64-character hex string and it is that text
 *   (not the 32 bytes it spells) that keys the HMAC and that SHA-256 hashes.
 * - Random bytes of a bet = HMAC-SHA256(key = server seed, message = `${clientSeed}:${nonce}:${cursor}`) for
 *   cursor 0, 1, 2…, each block giving 32 bytes; a float takes 4 bytes: b0/256 + b1/256² + b2/256³ + b3/256⁴,
 *   which is exactly u32/2³² with u32 the big-endian word; 8 floats per cursor.
 */

export interface SeedTriple {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** A lazily evaluated stream of floats in [0, 1): the game mappings consume as many as they need. */
export type FloatSource = () => number;

const TWO_32 = 4_294_967_296;

export function sha256Hex(text: string): string {
  return SHA256(text).toString(Hex);
}

export function hmacSha256Hex(key: string, message: string): string {
  return HmacSHA256(message, key).toString(Hex);
}

/** The 8 big-endian 32-bit words of HMAC-SHA256(key, message), unsigned. */
function hmacWords(key: string, message: string): number[] {
  return HmacSHA256(message, key).words.map((w) => w >>> 0);
}

/** The first `count` random bytes of a bet (cursor 0, 1, … as needed). */
export function fairBytes(seed: SeedTriple, count: number): Uint8Array {
  const out = new Uint8Array(count);
  for (let cursor = 0; cursor * 32 < count; cursor++) {
    const words = hmacWords(seed.serverSeed, `${seed.clientSeed}:${seed.nonce}:${cursor}`);
    for (let i = 0; i < 32 && cursor * 32 + i < count; i++) {
      out[cursor * 32 + i] = (words[i >> 2]! >>> (24 - 8 * (i & 3))) & 255;
    }
  }
  return out;
}

/** Float of 4 bytes: b0/256 + b1/256² + b2/256³ + b3/256⁴. */
export function floatOfBytes(b0: number, b1: number, b2: number, b3: number): number {
  return b0 / 256 + b1 / 256 ** 2 + b2 / 256 ** 3 + b3 / 256 ** 4;
}

/** The floats of a bet, generated block by block (one HMAC per 8 floats) as the mapping asks for them. */
export function fairFloats(seed: SeedTriple): FloatSource {
  let cursor = 0;
  let words: number[] = [];
  let index = 8;
  return () => {
    if (index === 8) {
      words = hmacWords(seed.serverSeed, `${seed.clientSeed}:${seed.nonce}:${cursor}`);
      cursor += 1;
      index = 0;
    }
    const word = words[index]!;
    index += 1;
    return word / TWO_32;
  };
}

/** The first `count` floats of a bet. */
export function floatsOf(seed: SeedTriple, count: number): number[] {
  const next = fairFloats(seed);
  return Array.from({ length: count }, () => next());
}

/** The public commitment of a server seed: SHA-256 of its hex text. */
export const serverSeedHash = (serverSeed: string) => sha256Hex(serverSeed);

/** Client seeds: 1–64 printable ASCII characters, no surrounding spaces (players may type their own). */
export const CLIENT_SEED = /^(?! )[\x20-\x7E]{1,64}(?<! )$/;

// ------------------------------------------------------------------------------------------------------------
// Crash: a SHA-256 hash chain per brand, played from its end; each round's point is HMAC(h_i, salt).

/** The next hash of the chain: SHA-256 of the previous hash's hex text. */
export const chainNext = (hash: string) => sha256Hex(hash);

/**
 * True when `hash` leads to `terminalHash` in at most `maxSteps` applications of SHA-256: the round's hash
 * belongs to the committed chain. Returns the number of steps (1 for the first round played), or 0.
 */
export function chainDistance(hash: string, terminalHash: string, maxSteps: number): number {
  let current = hash;
  for (let step = 1; step <= maxSteps; step++) {
    current = chainNext(current);
    if (current === terminalHash) return step;
  }
  return 0;
}

/** Multipliers are carried as integer hundredths (2.37× = 237); 1,000,000× at most. */
export const MAX_MULTIPLIER_HUNDREDTHS = 100_000_000;
const TWO_52 = 2n ** 52n;

/**
 * The crash point (hundredths) of a round: r = the first 52 bits (13 hex digits) of HMAC-SHA256(key = round
 * hash, message = salt); point = floor((1 − edge) × 2⁵² / (2⁵² − r) × 100) / 100, at least 1.00 and at most
 * 1,000,000. So P(point ≥ x) = (1 − edge) / x for every x ≥ 1.01: cashing out at x returns 1 − edge on average.
 */
export function crashPoint(roundHash: string, salt: string, houseEdgeBp: number): number {
  const r = BigInt(`0x${hmacSha256Hex(roundHash, salt).slice(0, 13)}`);
  const hundredths = (BigInt(10_000 - houseEdgeBp) * TWO_52) / (100n * (TWO_52 - r));
  const point = Number(hundredths);
  return Math.min(MAX_MULTIPLIER_HUNDREDTHS, Math.max(100, point));
}

/** Same mapping from the 52-bit value directly (simulations draw r without an HMAC). */
export function crashPointOf52(r: bigint, houseEdgeBp: number): number {
  const point = Number((BigInt(10_000 - houseEdgeBp) * TWO_52) / (100n * (TWO_52 - r)));
  return Math.min(MAX_MULTIPLIER_HUNDREDTHS, Math.max(100, point));
}

/**
 * The curve of a running round: the multiplier shown `ms` after the start, in hundredths, floor(100 ×
 * growth^(ms / 10)). With growth 1.0024: 2× after 2.9 s, 10× after 9.6 s, 100× after 19.2 s.
 */
export function crashMultiplierAt(ms: number, growthPer10ms: number): number {
  if (ms <= 0) return 100;
  return Math.min(MAX_MULTIPLIER_HUNDREDTHS, Math.floor(100 * growthPer10ms ** (ms / 10)));
}

/** The first whole millisecond at which the curve reaches `hundredths` (the round's bust time for its point). */
export function crashMsOf(hundredths: number, growthPer10ms: number): number {
  if (hundredths <= 100) return 0;
  let ms = Math.max(0, Math.floor((10 * Math.log(hundredths / 100)) / Math.log(growthPer10ms)) - 2);
  while (crashMultiplierAt(ms, growthPer10ms) < hundredths) ms += 1;
  return ms;
}
