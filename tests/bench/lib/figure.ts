/** One benchmark figure: a measured value and the target it is reported against (never asserted by tests). */
export interface Figure {
  name: string;
  value: number;
  unit: string;
  /** Human-readable target, e.g. "≤ 1500 ms". */
  target: string;
  ok: boolean;
  /** Extra context printed after the verdict (the raw numbers behind a ratio, the individual samples…). */
  note?: string;
}

/**
 * A figure module: `measure` takes the measurement and returns its figure(s); it throws when the measurement
 * cannot be taken (a missing build, a server that does not answer), which makes `npm run bench` exit non-zero.
 */
export interface FigureModule {
  /** Shown when the measurement fails, and matched by the optional name filter of run.ts. */
  label: string;
  measure: () => Promise<Figure | Figure[]>;
}

/** A figure whose target is an upper bound; `digits` rounds the printed value (the verdict uses the exact one). */
export function atMost(
  name: string,
  value: number,
  unit: string,
  limit: number,
  options: { digits?: number; note?: string } = {},
): Figure {
  const factor = 10 ** (options.digits ?? 0);
  return {
    name,
    value: Math.round(value * factor) / factor,
    unit,
    target: `≤ ${limit} ${unit}`,
    ok: value <= limit,
    ...(options.note ? { note: options.note } : {}),
  };
}

/** A figure printed for context, with no target of its own (a p50 beside the p99 the issue sets). */
export function reported(
  name: string,
  value: number,
  unit: string,
  options: { digits?: number; note?: string } = {},
): Figure {
  const factor = 10 ** (options.digits ?? 0);
  return {
    name,
    value: Math.round(value * factor) / factor,
    unit,
    target: 'reported',
    ok: true,
    ...(options.note ? { note: options.note } : {}),
  };
}

export function formatFigure(f: Figure): string {
  const line = `${f.name}: ${f.value} ${f.unit} (target ${f.target}) ${f.ok ? 'ok' : 'MISS'}`;
  return f.note ? `${line} — ${f.note}` : line;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
