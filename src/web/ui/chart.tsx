import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * The pieces the hand-drawn SVG charts share (the agent center's day chart, the contracts' earnings chart): the
 * chart's width following its box, the value axis with its grid lines, the labels under the bands, and one
 * transparent hit area per band that shows the band's figures when pointed at.
 */
export function useChartWidth(initial = 640, min = 260): [number, RefObject<HTMLDivElement | null>] {
  const [width, setWidth] = useState(initial);
  const wrap = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = wrap.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(min, Math.round(entry.contentRect.width)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [min]);
  return [width, wrap];
}

export interface ChartFrame {
  width: number;
  height: number;
  pad: { top: number; right: number; bottom: number; left: number };
  /** The y of a value. */
  y: (value: number) => number;
  /** The x of a band's centre. */
  x: (index: number) => number;
  band: number;
}

/** The value axis: a grid line and a label per tick. */
export function ValueAxis({
  frame,
  ticks,
  text,
  lineClass,
  axisClass,
}: {
  frame: ChartFrame;
  ticks: number[];
  text: (value: number) => string;
  lineClass: string;
  axisClass: string;
}) {
  const { pad, width, y } = frame;
  return ticks.map((v) => (
    <g key={v}>
      <line className={lineClass} x1={pad.left} x2={width - pad.right} y1={y(v)} y2={y(v)} />
      <text className={axisClass} x={pad.left - 6} y={y(v) + 4} textAnchor="end">
        {text(v)}
      </text>
    </g>
  ));
}

/** The band labels under the chart (every `every`-th), and a hit area per band reporting the band pointed at. */
export function BandLabelsAndHits({
  frame,
  labels,
  every,
  axisClass,
  onPoint,
}: {
  frame: ChartFrame;
  labels: string[];
  every: number;
  axisClass: string;
  onPoint: (index: number) => void;
}) {
  const { pad, height, x, band } = frame;
  const plotH = height - pad.top - pad.bottom;
  return (
    <>
      {labels.map((label, i) =>
        i % every === 0 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: one label per band, in order
          <text key={`l${i}`} className={axisClass} x={x(i)} y={height - 8} textAnchor="middle">
            {label}
          </text>
        ) : null,
      )}
      {labels.map((_, i) => (
        <rect
          // biome-ignore lint/suspicious/noArrayIndexKey: one hit area per band, in order
          key={`h${i}`}
          x={pad.left + band * i}
          width={band}
          y={pad.top}
          height={plotH}
          fill="transparent"
          onPointerEnter={() => onPoint(i)}
        />
      ))}
    </>
  );
}
