import { useId, useState } from 'react';
import { BandLabelsAndHits, type ChartFrame, useChartWidth, ValueAxis } from '@/web/ui/chart';
import * as css from './figures.css';
import { compact } from './format';

export interface BarSeries {
  key: string;
  label: string;
  colour: string;
  values: number[];
  texts: string[];
}

const H = 200;
const PAD = { top: 12, right: 10, bottom: 26, left: 48 };

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
 * Two series per day as side-by-side bars (above or below zero), drawn by hand in SVG with the site's chart
 * pieces. The chart is one image with a summary; the figures it draws are in the cards and their rows.
 */
export function DayBars({ days, series, title }: { days: string[]; series: BarSeries[]; title: string }) {
  const [W, wrap] = useChartWidth(520, 260);
  const [active, setActive] = useState<number | null>(null);
  const titleId = useId();
  const all = series.flatMap((s) => s.values);
  const ticks = ticksFor(Math.min(0, ...all), Math.max(0, ...all));
  const lo = ticks[0] ?? 0;
  const hi = ticks[ticks.length - 1] ?? 1;
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const y = (v: number) => PAD.top + ((hi - v) / (hi - lo)) * plotH;
  const band = plotW / Math.max(1, days.length);
  const x = (i: number) => PAD.left + band * i + band / 2;
  const barW = Math.max(2, Math.min(18, (band * 0.7) / series.length));
  const frame: ChartFrame = { width: W, height: H, pad: PAD, x, y, band };
  const labelEvery = Math.ceil(days.length / Math.max(2, Math.floor(plotW / 64)));
  return (
    <figure style={{ margin: 0, display: 'grid', gap: 8 }}>
      <figcaption className={css.heading}>{title}</figcaption>
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
          <title id={titleId}>
            {`${title}: ${series.map((s) => `${s.label} ${s.texts.join(', ')}`).join('; ')}`}
          </title>
          <ValueAxis
            frame={frame}
            ticks={ticks}
            text={compact}
            lineClass={css.gridLine}
            axisClass={css.axis}
          />
          {series.map((s, k) =>
            s.values.map((v, i) => (
              <rect
                key={`${s.key}${days[i]}`}
                x={x(i) - (barW * series.length) / 2 + barW * k}
                width={barW}
                y={Math.min(y(v), y(0))}
                height={Math.max(v === 0 ? 0 : 1, Math.abs(y(v) - y(0)))}
                rx={2}
                fill={s.colour}
                opacity={active === null || active === i ? 1 : 0.5}
              />
            )),
          )}
          <BandLabelsAndHits
            frame={frame}
            labels={days.map((d) => d.slice(5))}
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
