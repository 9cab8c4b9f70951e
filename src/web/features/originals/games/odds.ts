/** Small numeric helpers of the game screens (the game maths itself is src/core/originals-games.ts). */

export const num = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value)
    ? value
    : typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))
      ? Number(value)
      : fallback;

export const round = (value: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};

export const clamp = (value: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, value));

/** The RTP of a house edge in basis points (100 → 0.99). */
export const rtpOfEdge = (edgeBp: number) => (10_000 - edgeBp) / 10_000;
