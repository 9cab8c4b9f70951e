import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyBet } from './verify';

/** An independent dice roll (node:crypto): floor(float × 10001) from the first 4 bytes of HMAC(seed, "c:n:0"). */
function roll(serverSeed: string, clientSeed: string, nonce: number): number {
  const b = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:0`).digest();
  return Math.floor((b[0]! / 256 + b[1]! / 256 ** 2 + b[2]! / 256 ** 3 + b[3]! / 256 ** 4) * 10_001);
}

describe('verifyBet', () => {
  const serverSeed = 'a1'.repeat(32);
  it('re-computes dice rolls exactly as an independent implementation', () => {
    for (let nonce = 0; nonce < 200; nonce++) {
      const out = verifyBet(
        'dice',
        { serverSeed, clientSeed: 'player seed', nonce },
        { target: 5050, direction: 'over' },
      );
      expect(out.result.game).toBe('dice');
      if (out.result.game === 'dice') {
        expect(out.result.roll).toBe(roll(serverSeed, 'player seed', nonce));
        expect(out.result.win).toBe(out.result.roll > 5050);
      }
    }
  });
  it('shows the server seed hash to compare and the bytes of cursor 0', () => {
    const out = verifyBet('mines', { serverSeed, clientSeed: 'x', nonce: 3 }, { mines: 5 });
    expect(out.hash).toBe(createHash('sha256').update(serverSeed).digest('hex'));
    expect(out.bytes).toBe(createHmac('sha256', serverSeed).update('x:3:0').digest('hex'));
    if (out.result.game === 'mines') {
      expect(out.result.positions).toHaveLength(5);
      expect(new Set(out.result.positions).size).toBe(5);
    }
    expect(out.floats).toHaveLength(24);
  });
  it('plays slots with free spins from the same floats', () => {
    const out = verifyBet('slot-pearls', { serverSeed, clientSeed: 'x', nonce: 1 }, {});
    expect(out.result.game).toBe('slot');
    if (out.result.game === 'slot') expect(out.floats.length).toBe(out.result.play.spins.length * 5);
  });
});
