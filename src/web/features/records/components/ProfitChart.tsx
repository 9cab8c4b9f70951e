import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { vars } from '@/web/theme/contract.css';
import { niceTicks } from '../chart-scale';
import * as css from './records.css';

export interface ChartPoint {
  key: string;
  label: string;
  /** Display values (numbers only for geometry; the texts come formatted from decimal strings). */
  profit: number;
  cumulative: number;
  profitText: string;
  cumulativeText: string;
  stakeText: string;
}

const H = 240;
const PAD = { top: 12, right: 12, bottom: 28, left: 56 };

/**
 * Profit per period as bars above (win) or below (loss) zero, with the running total as a line, drawn in SVG.
 * Pointing at a period shows its figures; the table under the chart carries the same data for keyboards and
 * screen readers (the chart itself is one image with a summary).
 */
export function ProfitChart({
  points,
  compact,
}: {
  points: ChartPoint[];
  compact: (value: number) => string;
}) {
  const { t } = useTranslation('records');
  const [active, setActive] = useState<number | null>(null);
  const [W, setW] = useState(640);
  const wrap = useRef<HTMLDivElement>(null);
  const titleId = useId();
  // Drawn at the element's own width, so texts keep their size on a phone.
  useEffect(() => {
    const element = wrap.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setW(Math.max(260, Math.round(entry.contentRect.width)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  if (!points.length) return null;
  const values = points.flatMap((p) => [p.profit, p.cumulative]);
  const ticks = niceTicks(Math.min(...values), Math.max(...values));
  const lo = ticks[0]!;
  const hi = ticks[ticks.length - 1]!;
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const y = (v: number) => PAD.top + ((hi - v) / (hi - lo)) * plotH;
  const band = plotW / points.length;
  const barW = Math.max(2, Math.min(36, band * 0.62));
  const x = (i: number) => PAD.left + band * i + band / 2;
  const labelEvery = Math.ceil(points.length / Math.max(2, Math.floor(plotW / 70)));
  const line = points.map((p, i) => `${x(i).toFixed(1)},${y(p.cumulative).toFixed(1)}`).join(' ');
  const current = active === null ? null : points[active];
  const last = points[points.length - 1]!;

  return (
    <figure style={{ margin: 0, display: 'grid', gap: 8 }}>
      <ul className={css.legend}>
        <li>
          <span className={`${css.swatch}`} style={{ background: vars.color.success }} aria-hidden="true" />
          <span
            className={`${css.swatch}`}
            style={{ background: vars.color.danger, marginInlineStart: -4 }}
            aria-hidden="true"
          />
          {t('pl.chartProfit')}
        </li>
        <li>
          <span
            className={css.swatch}
            style={{ background: vars.color.accent, height: 3, verticalAlign: '3px' }}
            aria-hidden="true"
          />
          {t('pl.chartCumulative')}
        </li>
      </ul>
      <div className={css.chartWrap} ref={wrap}>
        <svg
          className={css.chart}
          viewBox={`0 0 ${W} ${H}`}
          role="img"
          aria-labelledby={titleId}
          onPointerLeave={() => setActive(null)}
        >
          <title id={titleId}>{t('pl.chartTitle', { total: last.cumulativeText })}</title>
          {ticks.map((v) => (
            <g key={v}>
              <line
                className={v === 0 ? css.zeroLine : css.gridLine}
                x1={PAD.left}
                x2={W - PAD.right}
                y1={y(v)}
                y2={y(v)}
              />
              <text className={css.axis} x={PAD.left - 8} y={y(v) + 4} textAnchor="end">
                {compact(v)}
              </text>
            </g>
          ))}
          {points.map((p, i) => {
            const top = y(Math.max(0, p.profit));
            const height = Math.max(1, Math.abs(y(p.profit) - y(0)));
            return (
              <g key={p.key}>
                <rect
                  x={x(i) - band / 2}
                  y={PAD.top}
                  width={band}
                  height={plotH}
                  fill="transparent"
                  onPointerEnter={() => setActive(i)}
                />
                <rect
                  className={p.profit < 0 ? css.barDown : css.barUp}
                  x={x(i) - barW / 2}
                  y={top}
                  width={barW}
                  height={height}
                  rx={Math.min(3, barW / 4)}
                  opacity={active === null || active === i ? 1 : 0.55}
                  onPointerEnter={() => setActive(i)}
                />
                {i % labelEvery === 0 && (
                  <text className={css.axis} x={x(i)} y={H - 8} textAnchor="middle">
                    {p.label}
                  </text>
                )}
              </g>
            );
          })}
          <polyline className={css.stakeLine} points={line} strokeLinejoin="round" />
          {points.map((p, i) => (
            <circle
              key={p.key}
              cx={x(i)}
              cy={y(p.cumulative)}
              r={active === i ? 4 : 2.5}
              fill={vars.color.accent}
            />
          ))}
        </svg>
        {current && active !== null && (
          <div
            className={css.tooltip}
            style={{
              left: `${(x(active) / W) * 100}%`,
              top: `${(Math.min(y(Math.max(0, current.profit)), y(current.cumulative)) / H) * 100}%`,
            }}
            aria-hidden="true"
          >
            <strong>{current.label}</strong>
            <span>
              {t('profit')}: {current.profitText}
            </span>
            <span>
              {t('stake')}: {current.stakeText}
            </span>
            <span>
              {t('pl.chartCumulative')}: {current.cumulativeText}
            </span>
          </div>
        )}
      </div>
    </figure>
  );
}
