import { useEffect, useRef, useState } from 'react';
import { useFormat } from '@/web/lib/use-format';
import { vars } from '@/web/theme/contract.css';
import * as css from './crash.css';

const PAD_L = 40;
const PAD_B = 22;
const PAD_T = 12;
const PAD_R = 14;

function niceStep(range: number, maxTicks: number, steps: number[]): number {
  return steps.find((s) => range / s <= maxTicks) ?? steps.at(-1)!;
}

/** The live multiplier curve: m(t) = e^(rate·t) drawn up to now, with a multiplier and a time axis. */
export function CrashGraph({
  elapsedMs,
  multiplier,
  rate,
  phase,
  label,
}: {
  elapsedMs: number;
  multiplier: number;
  rate: number;
  phase: 'betting' | 'running' | 'crashed';
  label: string;
}) {
  const format = useFormat();
  const ref = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ w: 600, h: 300 });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry)
        setSize({ w: Math.max(200, entry.contentRect.width), h: Math.max(180, entry.contentRect.height) });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const { w, h } = size;
  const elapsed = phase === 'betting' ? 0 : elapsedMs;
  const xMax = Math.max(8_000, elapsed * 1.15);
  const yMax = Math.max(2, multiplier * 1.2);
  const x = (t: number) => PAD_L + (t / xMax) * (w - PAD_L - PAD_R);
  const y = (m: number) => h - PAD_B - ((m - 1) / (yMax - 1)) * (h - PAD_B - PAD_T);
  const points: string[] = [];
  const N = 64;
  for (let i = 0; i <= N; i++) {
    const t = (elapsed * i) / N;
    const m = Math.min(multiplier, Math.exp(rate * t));
    points.push(`${x(t).toFixed(1)},${y(m).toFixed(1)}`);
  }
  const end = { x: x(elapsed), y: y(multiplier) };
  const yStep = niceStep(
    yMax - 1,
    5,
    [0.2, 0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 5000, 10000, 100000],
  );
  const yTicks: number[] = [];
  for (let m = 1 + yStep; m < yMax; m += yStep) yTicks.push(Math.round(m * 100) / 100);
  const xStep = niceStep(xMax / 1000, 6, [1, 2, 5, 10, 20, 30, 60, 120, 300, 600]);
  const xTicks: number[] = [];
  for (let s = xStep; s * 1000 < xMax; s += xStep) xTicks.push(s);
  const colour = phase === 'crashed' ? vars.color.danger : vars.color.primary;

  return (
    <div ref={ref} className={css.graph}>
      <svg className={css.svg} viewBox={`0 0 ${w} ${h}`} role="img" aria-label={label}>
        <defs>
          <linearGradient id="mq-crash-fill" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor={colour} stopOpacity="0.45" />
            <stop offset="1" stopColor={colour} stopOpacity="0.02" />
          </linearGradient>
        </defs>
        {yTicks.map((m) => (
          <g key={m}>
            <line className={css.gridLine} x1={PAD_L} x2={w - PAD_R} y1={y(m)} y2={y(m)} />
            <text className={css.axisText} x={PAD_L - 6} y={y(m) + 4} textAnchor="end">
              {format.multiplier(m, m >= 100 ? 0 : 1)}
            </text>
          </g>
        ))}
        {xTicks.map((s) => (
          <text key={s} className={css.axisText} x={x(s * 1000)} y={h - 6} textAnchor="middle">
            {s}s
          </text>
        ))}
        {elapsed > 0 && (
          <>
            <polygon
              points={`${PAD_L},${h - PAD_B} ${points.join(' ')} ${end.x.toFixed(1)},${h - PAD_B}`}
              fill="url(#mq-crash-fill)"
            />
            <polyline
              points={points.join(' ')}
              fill="none"
              stroke={colour}
              strokeWidth="4"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
            <circle cx={end.x} cy={end.y} r="7" fill={colour} stroke={vars.color.surface} strokeWidth="3" />
          </>
        )}
      </svg>
    </div>
  );
}
