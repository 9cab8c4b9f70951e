import { type ReactNode, useEffect, useId, useState } from 'react';
import * as css from './originals.css';

/**
 * A number typed as text: the draft is kept while typing and committed on Enter or blur (clamped by the caller);
 * an unreadable draft goes back to the last value.
 */
export function NumberField({
  label,
  value,
  digits,
  onCommit,
  suffix,
  disabled,
  inputMode = 'decimal',
}: {
  label: string;
  value: number;
  digits: number;
  onCommit: (value: number) => void;
  suffix?: ReactNode;
  disabled?: boolean;
  inputMode?: 'decimal' | 'numeric';
}) {
  const id = useId();
  const shown = value.toFixed(digits);
  const [draft, setDraft] = useState(shown);
  useEffect(() => setDraft(shown), [shown]);
  const commit = () => {
    const parsed = Number(draft.replace(',', '.'));
    if (draft.trim() !== '' && Number.isFinite(parsed)) onCommit(parsed);
    else setDraft(shown);
  };
  return (
    <div className={css.field}>
      <label className={css.fieldLabel} htmlFor={id}>
        {label}
      </label>
      <div className={css.inputRow}>
        <input
          id={id}
          className={css.input}
          dir="ltr"
          inputMode={inputMode}
          autoComplete="off"
          value={draft}
          disabled={disabled}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
          }}
        />
        {suffix && (
          <span className={css.inputAffix} style={{ paddingInlineEnd: 10 }} aria-hidden="true">
            {suffix}
          </span>
        )}
      </div>
    </div>
  );
}
