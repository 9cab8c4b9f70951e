import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useDirection } from '@/web/ui/direction';
import * as css from './originals.css';

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the active panel is rendered. */
export function Tabs({ items, label }: { items: TabItem[]; label: string }) {
  const [active, setActive] = useState(items[0]?.id ?? '');
  const base = useId();
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const index = Math.max(
    0,
    items.findIndex((item) => item.id === active),
  );
  const current = items[index];

  // The tab row is mirrored in right to left: the arrow keys go the way they point on screen.
  const forward = useDirection() === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = forward === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft';
  const onKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = {
      [forward]: index + 1,
      [backward]: index - 1,
      Home: 0,
      End: items.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const item = items[(next + items.length) % items.length]!;
    setActive(item.id);
    refs.current.get(item.id)?.focus();
  };

  return (
    <div>
      <div className={css.tabList} role="tablist" aria-label={label}>
        {items.map((item) => (
          <button
            key={item.id}
            ref={(element) => {
              if (element) refs.current.set(item.id, element);
              else refs.current.delete(item.id);
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${item.id}`}
            aria-selected={item.id === current?.id}
            aria-controls={`${base}-panel-${item.id}`}
            tabIndex={item.id === current?.id ? 0 : -1}
            className={css.tab}
            onClick={() => setActive(item.id)}
            onKeyDown={onKey}
          >
            {item.label}
          </button>
        ))}
      </div>
      {current && (
        <div
          className={css.tabPanel}
          role="tabpanel"
          id={`${base}-panel-${current.id}`}
          aria-labelledby={`${base}-tab-${current.id}`}
        >
          {current.content}
        </div>
      )}
    </div>
  );
}
