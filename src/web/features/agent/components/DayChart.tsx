import { useId, useState } from 'react';
import { vars } from '@/web/theme/contract.css';
import { BandLabelsAndHits, type ChartFrame, useChartWidth, ValueAxis } from '@/web/ui/chart';
import * as css from '../agent.css';

export interface DaySeries {
  key: string;
  label: string;
  colour: string;
  /** Plot values, one per day (numbers for geometry only; the texts come formatted). */
  values: number[];
  texts: string[];
}

const H = 220;
const PAD = { top: 12, right: 12, bottom: 26, left: 52 };

function ticksFor(min: number, max: number): number[] {
  const lo = Math.min(0, min);
  const hi = Math.max(0, max);
  if (lo === hi) return [0, 1];
  const raw = (hi - lo) / 4;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? raw;
  const ticks: number[] = [];
  for (let v = Math.floor(lo / step) * step; v < hi + step; v += step)
    ticks.push(Math.round(v / step) * step);
  return ticks;
}

/**
 * A hand-drawn SVG chart of a period by day: the first series as bars (above or below zero), the others as
 * lines. Pointing at a day shows its figures; the figures above the chart carry the same data for keyboards and
 * screen readers (the chart is one image with a summary).
 */
export function DayChart({
  days,
  series,
  summary,
  compact,
}: {
  days: string[];
  series: DaySeries[];
  summary: string;
  compact: (value: number) => string;
}) {
  const [W, wrap] = useChartWidth();
  const [active, setActive] = useState<number | null>(null);
  const titleId = useId();
  if (!days.length || !series.length) return null;
  const all = series.flatMap((s) => s.values);
  const ticks = ticksFor(Math.min(...all), Math.max(...all));
  const lo = ticks[0]!;
  const hi = ticks[ticks.length - 1]!;
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const y = (v: number) => PAD.top + ((hi - v) / (hi - lo)) * plotH;
  const band = plotW / days.length;
  const barW = Math.max(2, Math.min(28, band * 0.6));
  const x = (i: number) => PAD.left + band * i + band / 2;
  const labelEvery = Math.ceil(days.length / Math.max(2, Math.floor(plotW / 64)));
  const frame: ChartFrame = { width: W, height: H, pad: PAD, x, y, band };
  const [bars, ...lines] = series;
  return (
    <figure style={{ margin: 0, display: 'grid', gap: 8 }}>
      <ul className={css.legend}>
        {series.map((s) => (
          <li key={s.key}>
            <span className={css.swatch} style={{ background: s.colour }} aria-hidden="true" />
            {s.label}
          </li>
        ))}
      </ul>
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
          <ValueAxis
            frame={frame}
            ticks={ticks}
            text={compact}
            lineClass={css.gridLine}
            axisClass={css.axis}
          />
          {bars?.values.map((v, i) => (
            <rect
              key={days[i]}
              x={x(i) - barW / 2}
              width={barW}
              y={Math.min(y(v), y(0))}
              height={Math.max(v === 0 ? 0 : 1, Math.abs(y(v) - y(0)))}
              rx={2}
              fill={v < 0 ? vars.color.danger : bars.colour}
              opacity={active === null || active === i ? 1 : 0.55}
            />
          ))}
          {lines.map((s) => (
            <polyline
              key={s.key}
              fill="none"
              stroke={s.colour}
              strokeWidth={2}
              strokeLinejoin="round"
              points={s.values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ')}
            />
          ))}
          <BandLabelsAndHits
            frame={frame}
            labels={days}
            every={labelEvery}
            axisClass={css.axis}
            onPoint={setActive}
          />
        </svg>
        {active !== null && (
          <div
            className={css.tooltip}
            style={{ left: Math.min(Math.max(0, x(active) - 70), W - 170) }}
            aria-hidden="true"
          >
            <strong>{days[active]}</strong>
            {series.map((s) => (
              <span key={s.key}>
                {s.label}: {s.texts[active]}
              </span>
            ))}
          </div>
        )}
      </div>
    </figure>
  );
}
