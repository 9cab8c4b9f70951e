import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import * as css from './form.css';
import { ltrInputDir } from './input-dir';

/** A labelled input with its error under it (spec §8 "Field errors: shown under each input"). */
export function Field({
  label,
  error,
  hint,
  before,
  after,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  hint?: string;
  before?: ReactNode;
  after?: ReactNode;
}) {
  const id = useId();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={css.field}>
      <label className={css.label} htmlFor={id}>
        {label}
      </label>
      <div className={css.row}>
        {before}
        <input
          id={id}
          className={`${css.input} ${css.grow}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          dir={ltrInputDir(input)}
          {...input}
        />
        {after}
      </div>
      {error ? (
        <p id={`${id}-error`} className={css.error} role="alert">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className={css.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A checkbox with its label (a consent: terms, age) and its error under it. */
export function CheckField({
  label,
  checked,
  onChange,
  error,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}) {
  return (
    <div>
      <label className={css.check}>
        <input
          type="checkbox"
          className={css.checkbox}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
        />
        {label}
      </label>
      {error && (
        <p className={css.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
