import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as css from '../agent.css';

/** A team member's account to filter a report by (empty: the whole team); applied on submit or clear. */
export function MemberFilter({ value, onChange }: { value?: string; onChange: (member?: string) => void }) {
  const { t } = useTranslation('agent');
  const id = useId();
  const [text, setText] = useState(value ?? '');
  useEffect(() => setText(value ?? ''), [value]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(text.trim() || undefined);
  };
  return (
    <form className={css.filterRow} onSubmit={submit} style={{ flex: '2 1 260px' }}>
      <div className={css.filterField}>
        <label className={css.label} htmlFor={id}>
          {t('filters.member')}
        </label>
        <input
          id={id}
          className={css.input}
          type="search"
          value={text}
          placeholder={t('filters.wholeTeam')}
          maxLength={64}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <button type="submit" className={css.chip} style={{ minHeight: 44 }}>
        {t('filters.apply')}
      </button>
      {value && (
        <button
          type="button"
          className={css.chip}
          style={{ minHeight: 44 }}
          onClick={() => onChange(undefined)}
        >
          {t('filters.clear')}
        </button>
      )}
    </form>
  );
}
