import * as css from '@/web/ui/form.css';

/** The tabs that choose how a form works (log in by password or SMS, recover by mobile or email). */
export function MethodTabs<M extends string>({
  label,
  options,
  current,
  onChoose,
}: {
  label: string;
  options: readonly { value: M; text: string }[];
  current: M;
  onChoose: (value: M) => void;
}) {
  return (
    <div className={css.tabs} role="tablist" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          role="tab"
          aria-selected={current === option.value}
          className={css.tab}
          onClick={() => onChoose(option.value)}
        >
          {option.text}
        </button>
      ))}
    </div>
  );
}
