import { useId } from 'react';
import * as form from '@/web/ui/form.css';
import * as css from '../../shell/office.css';
import { ReasonForm as SharedReasonForm } from '../../shell/ReasonForm';

/** The loyalty screens' decision form: the console's reason form with the loyalty texts. */
export function ReasonForm<T>(props: Omit<Parameters<typeof SharedReasonForm<T>>[0], 'ns'>) {
  return <SharedReasonForm<T> ns="loyalty" {...props} />;
}

/** A status filter (a labelled select) that starts the list again at its first page. */
export function StateFilter<S extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: S | '';
  options: { value: S | ''; label: string }[];
  onChange: (value: S | '') => void;
}) {
  const id = useId();
  return (
    <div className={css.filters}>
      <label className={form.field} htmlFor={id}>
        <span className={form.label}>{label}</span>
        <select
          id={id}
          className={css.select}
          value={value}
          onChange={(e) => onChange(e.target.value as S | '')}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

/** The local date and time of an ISO instant in the console's language. */
export const when = (iso: string) => new Date(iso).toLocaleString(document.documentElement.lang || undefined);
