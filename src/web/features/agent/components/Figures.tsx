import type { ReactNode } from 'react';
import * as css from '../agent.css';

export interface FigureItem {
  label: string;
  value: string;
  sub?: string;
  tone?: 'up' | 'down' | 'flat';
  testId?: string;
}

/** A grid of labelled figures (totals of a report). */
export function Figures({ items, label }: { items: FigureItem[]; label?: string }) {
  return (
    <dl className={css.figures} aria-label={label}>
      {items.map((item) => (
        <div key={item.label} className={css.figure}>
          <dt className={css.figureLabel}>{item.label}</dt>
          <dd
            className={`${css.figureValue} ${item.tone ? css.tone[item.tone] : ''}`}
            data-testid={item.testId}
          >
            {item.value}
          </dd>
          {item.sub && <dd className={css.figureSub}>{item.sub}</dd>}
        </div>
      ))}
    </dl>
  );
}

/** A report page: its title, then its sections. */
export function PageFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={css.page}>
      <h1 className={css.title}>{title}</h1>
      {children}
    </div>
  );
}
