import { useId } from 'react';

/**
 * The "from" and "to" date inputs of a custom period (YYYY-MM-DD values): "from" no later than "to", "to" between
 * "from" and `max` (today). Each feature gives its labels and the classes of its filter row.
 */
export function DateFields({
  from,
  to,
  max,
  onFrom,
  onTo,
  labels,
  classes,
}: {
  from: string;
  to: string;
  max: string;
  onFrom: (value: string) => void;
  onTo: (value: string) => void;
  labels: { from: string; to: string };
  classes: { field: string; label: string; input: string };
}) {
  const id = useId();
  return (
    <>
      <div className={classes.field}>
        <label className={classes.label} htmlFor={`${id}-from`}>
          {labels.from}
        </label>
        <input
          id={`${id}-from`}
          type="date"
          className={classes.input}
          value={from}
          max={to}
          onChange={(e) => onFrom(e.target.value)}
        />
      </div>
      <div className={classes.field}>
        <label className={classes.label} htmlFor={`${id}-to`}>
          {labels.to}
        </label>
        <input
          id={`${id}-to`}
          type="date"
          className={classes.input}
          value={to}
          min={from}
          max={max}
          onChange={(e) => onTo(e.target.value)}
        />
      </div>
    </>
  );
}
