import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CLIENT_SEED,
  chainDistance,
  chainNext,
  crashMsOf,
  crashMultiplierAt,
  crashPoint,
  fairBytes,
  fairFloats,
  floatOfBytes,
  floatsOf,
  serverSeedHash,
} from './fairness';
import { SLOTS } from './originals-config';
import { diceRoll, minesOrder, plinkoPath } from './originals-games';
import { playSlot } from './slots';

const seed = {
  serverSeed: 'a3f1c9e0b5d4a1f2e3c4b5a6978877665544332211ffeeddccbbaa9988776655',
  clientSeed: 'lucky-player',
  nonce: 42,
};

/** Independent bytes: node's HMAC over the same messages. */
function nodeBytes(count: number): Buffer {
  const blocks: Buffer[] = [];
  for (let cursor = 0; cursor * 32 < count; cursor++) {
    blocks.push(
      createHmac('sha256', seed.serverSeed).update(`${seed.clientSeed}:${seed.nonce}:${cursor}`).digest(),
    );
  }
  return Buffer.concat(blocks).subarray(0, count);
}

describe('fair bytes and floats', () => {
  it('are HMAC-SHA256(server seed text, clientSeed:nonce:cursor), block after block', () => {
    expect(Buffer.from(fairBytes(seed, 100))).toEqual(nodeBytes(100));
  });

  it('floats take 4 bytes each, b0/256 + b1/256² + b2/256³ + b3/256⁴, across cursors', () => {
    const bytes = nodeBytes(4 * 20);
    const expected = Array.from({ length: 20 }, (_, i) =>
      floatOfBytes(bytes[4 * i]!, bytes[4 * i + 1]!, bytes[4 * i + 2]!, bytes[4 * i + 3]!),
    );
    expect(floatsOf(seed, 20)).toEqual(expected);
    const next = fairFloats(seed);
    expect(Array.from({ length: 20 }, () => next())).toEqual(expected);
    for (const f of expected) {
      expect(f).toBeGreaterThanOrEqual(0);
      expect(f).toBeLessThan(1);
    }
  });

  it('the seed commitment is SHA-256 of the hex text', () => {
    expect(serverSeedHash(seed.serverSeed)).toBe(createHash('sha256').update(seed.serverSeed).digest('hex'));
  });

  it('dice: floor(float × 10001) / 100 covers 0.00 … 100.00', () => {
    expect(diceRoll(0)).toBe(0);
    expect(diceRoll(0.99999999)).toBe(10_000);
    const bytes = nodeBytes(4);
    expect(diceRoll(floatsOf(seed, 1)[0]!)).toBe(
      Math.floor(((bytes.readUInt32BE(0) / 2 ** 32) * 10001) as number),
    );
  });

  it('client seeds: printable ASCII, 1–64, no surrounding spaces', () => {
    expect(CLIENT_SEED.test('lucky-player 7!')).toBe(true);
    for (const bad of ['', ' a', 'a ', 'x'.repeat(65), 'tab\there', 'ñ'])
      expect(CLIENT_SEED.test(bad)).toBe(false);
  });
});

describe('game mappings use the floats in order', () => {
  it('mines: a permutation of the 25 tiles', () => {
    const order = minesOrder(fairFloats(seed));
    expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i));
  });

  it('plinko: one direction per row from the first floats', () => {
    const floats = floatsOf(seed, 16);
    expect(plinkoPath(fairFloats(seed), 16)).toEqual(floats.map((f) => (f < 0.5 ? 0 : 1)));
  });

  it('slots: reel stops from floats 0–4, free spins from the next five each', () => {
    const floats = floatsOf(seed, 5);
    const play = playSlot(SLOTS.lanterns, fairFloats(seed));
    expect(play.spins[0]!.stops).toEqual(
      SLOTS.lanterns.reels.map((strip, r) => Math.floor(floats[r]! * strip.length)),
    );
  });
});

describe('crash', () => {
  it('the chain runs backwards from the committed terminal hash', () => {
    const chain = ['5f2e'.padEnd(64, '0')];
    for (let i = 0; i < 10; i++) chain.push(chainNext(chain[i]!));
    expect(chain[1]).toBe(createHash('sha256').update(chain[0]!).digest('hex'));
    const terminal = chain[10]!;
    expect(chainDistance(chain[9]!, terminal, 100)).toBe(1);
    expect(chainDistance(chain[0]!, terminal, 100)).toBe(10);
    expect(chainDistance('0'.repeat(64), terminal, 100)).toBe(0);
  });

  it('the point is floor((1 − edge) × 2⁵² / (2⁵² − r) × 100) / 100 with r the first 52 bits of the HMAC', () => {
    for (let i = 0; i < 200; i++) {
      const hash = createHash('sha256').update(`round-${i}`).digest('hex');
      const r = BigInt(`0x${createHmac('sha256', hash).update('salt').digest('hex').slice(0, 13)}`);
      const two52 = 2n ** 52n;
      const expected = Number((9_900n * two52) / (100n * (two52 - r)));
      expect(crashPoint(hash, 'salt', 100)).toBe(Math.min(100_000_000, Math.max(100, expected)));
    }
  });

  it('the curve reaches the bust point at crashMs and not a millisecond earlier', () => {
    for (const point of [100, 101, 150, 200, 1_000, 12_345, 1_000_000]) {
      const ms = crashMsOf(point, 1.0024);
      expect(crashMultiplierAt(ms, 1.0024)).toBeGreaterThanOrEqual(point);
      if (ms > 0) expect(crashMultiplierAt(ms - 1, 1.0024)).toBeLessThan(point);
    }
    expect(crashMultiplierAt(2_900, 1.0024)).toBeGreaterThanOrEqual(199);
  });
});
