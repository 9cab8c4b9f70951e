import { useId, useState } from 'react';
import { BandLabelsAndHits, type ChartFrame, useChartWidth, ValueAxis } from '@/web/ui/chart';
import * as css from '../contracts.css';

export interface EarningsPoint {
  label: string;
  /** For geometry only (the texts come formatted). */
  value: number;
  text: string;
}

const H = 200;
const PAD = { top: 12, right: 8, bottom: 26, left: 56 };

function niceMax(max: number): number {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  return ([1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= max) ?? max) as number;
}

/**
 * Earnings per period as SVG bars (oldest on the left). One image with a summary for screen readers; the bills
 * table below carries every figure for keyboards. Pointing at a bar shows its period and amount.
 */
export function EarningsChart({
  points,
  summary,
  compact,
}: {
  points: EarningsPoint[];
  summary: string;
  compact: (value: number) => string;
}) {
  const [W, wrap] = useChartWidth();
  const [active, setActive] = useState<number | null>(null);
  const titleId = useId();
  if (!points.length) return null;
  const max = niceMax(Math.max(...points.map((p) => p.value)));
  const ticks = [0, max / 2, max];
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const y = (v: number) => PAD.top + (1 - Math.max(0, v) / max) * plotH;
  const band = plotW / points.length;
  const barW = Math.max(3, Math.min(32, band * 0.6));
  const x = (i: number) => PAD.left + band * i + band / 2;
  const labelEvery = Math.ceil(points.length / Math.max(2, Math.floor(plotW / 70)));
  const current = active === null ? null : points[active];
  const frame: ChartFrame = { width: W, height: H, pad: PAD, x, y, band };
  return (
    <div className={css.chartWrap} ref={wrap}>
      <svg
        className={css.chart}
        viewBox={`0 0 ${W} ${H}`}
        width={W}
        height={H}
        role="img"
        aria-labelledby={titleId}
        onPointerLeave={() => setActive(null)}
      >
        <title id={titleId}>{summary}</title>
        <ValueAxis frame={frame} ticks={ticks} text={compact} lineClass={css.gridLine} axisClass={css.axis} />
        {points.map((p, i) => (
          <rect
            // biome-ignore lint/suspicious/noArrayIndexKey: one bar per period, in order
            key={i}
            className={active === i ? css.barActive : css.bar}
            x={x(i) - barW / 2}
            width={barW}
            y={y(p.value)}
            height={Math.max(p.value > 0 ? 1 : 0, y(0) - y(p.value))}
            rx={2}
          />
        ))}
        <BandLabelsAndHits
          frame={frame}
          labels={points.map((p) => p.label)}
          every={labelEvery}
          axisClass={css.axis}
          onPoint={setActive}
        />
      </svg>
      {current && active !== null && (
        <div
          className={css.fact}
          style={{
            position: 'absolute',
            top: 0,
            left: Math.min(Math.max(0, x(active) - 70), W - 160),
            pointerEvents: 'none',
          }}
          aria-hidden="true"
        >
          <span className={css.factLabel}>{current.label}</span>
          <strong>{current.text}</strong>
        </div>
      )}
    </div>
  );
}
