/** Geometry of the plinko board in SVG user units (100 wide): pegs, buckets and the ball's path. */
export interface Board {
  rows: number;
  spacing: number;
  top: number;
  height: number;
}

export function board(rows: number): Board {
  const spacing = 100 / (rows + 2);
  const top = spacing * 0.9;
  return { rows, spacing, top, height: top + rows * spacing + spacing * 1.1 };
}

/** Row i (0-based) has i + 3 pegs. */
export function pegs(b: Board): { x: number; y: number }[] {
  const out: { x: number; y: number }[] = [];
  for (let i = 0; i < b.rows; i++) {
    for (let j = 0; j < i + 3; j++)
      out.push({ x: 50 + (j - (i + 2) / 2) * b.spacing, y: b.top + i * b.spacing });
  }
  return out;
}

export const bucketX = (b: Board, k: number) => 50 + (k - b.rows / 2) * b.spacing;
export const bucketY = (b: Board) => b.top + (b.rows - 1) * b.spacing + b.spacing * 0.75;

/**
 * The ball's position t ∈ [0, 1] along its path (0 = left, 1 = right at each row): a hop per row, a parabola
 * between pegs, then a fall into the bucket.
 */
export function ballAt(b: Board, path: number[], t: number): { x: number; y: number } {
  const steps = path.length + 1;
  const f = Math.min(t, 1) * steps;
  const step = Math.min(Math.floor(f), steps - 1);
  const local = f - step;
  const xAfter = (n: number) => {
    let rights = 0;
    for (let i = 0; i < n; i++) rights += path[i] ?? 0;
    return 50 + (rights - n / 2) * b.spacing;
  };
  const startY = b.top - b.spacing * 0.9;
  const yAt = (n: number) => (n === 0 ? startY : b.top + (n - 1) * b.spacing - b.spacing * 0.32);
  const x0 = xAfter(step);
  const x1 = step < path.length ? xAfter(step + 1) : x0;
  const y0 = yAt(step);
  const y1 = step < path.length ? yAt(step + 1) : bucketY(b);
  const hop = step === 0 ? 0 : b.spacing * 0.45 * Math.sin(Math.PI * local);
  return { x: x0 + (x1 - x0) * local, y: y0 + (y1 - y0) * local * local - hop * (1 - local) };
}

/** Bucket colours from the middle (low pays, yellow) to the edges (high pays, red). */
export function bucketColour(k: number, rows: number): string {
  const d = Math.abs(k - rows / 2) / (rows / 2);
  const hue = 48 - 48 * d;
  return `hsl(${hue.toFixed(0)} 95% ${(58 - 8 * d).toFixed(0)}%)`;
}
