import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { CashHistory } from '@/core/api/office-cash';
import { button } from '@/web/ui/button.css';
import { dataTable } from '@/web/ui/data-table.css';
import * as form from '@/web/ui/form.css';
import { type ApiError, brandPath, officePost } from '../../lib/api';
import { useT } from '../../lib/i18n';
import * as css from './cash.css';

/** Pieces both cash queues use: the player's deposits vs withdrawals, and the reason + two decisions form. */

export const when = (iso: string) => new Date(iso).toLocaleString(document.documentElement.lang);

export function HistoryTable({ history }: { history: CashHistory }) {
  const t = useT('cash');
  const periods = [
    ['allTime', history.allTime],
    ['last30Days', history.last30Days],
  ] as const;
  return (
    <table className={dataTable}>
      <thead>
        <tr>
          <th scope="col">{t('history.period')}</th>
          <th scope="col" data-align="end">
            {t('history.deposits')}
          </th>
          <th scope="col" data-align="end">
            {t('history.withdrawals')}
          </th>
          <th scope="col" data-align="end">
            {t('history.net')}
          </th>
        </tr>
      </thead>
      <tbody>
        {periods.map(([period, totals]) => (
          <tr key={period}>
            <th scope="row">{t(`history.${period}`)}</th>
            <td data-align="end" data-label={t('history.deposits')}>
              {t('history.countAmount', { amount: totals.deposits, n: totals.depositCount })}
            </td>
            <td data-align="end" data-label={t('history.withdrawals')}>
              {t('history.countAmount', { amount: totals.withdrawals, n: totals.withdrawalCount })}
            </td>
            <td data-align="end" data-label={t('history.net')}>
              {totals.net}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface Choice {
  /** The decision in the URL (approve / reject / confirm). */
  decision: string;
  label: string;
  primary?: boolean;
}

/**
 * A reason (required, recorded in the audit log) and the decisions of one queue item. `onDone` gets the server's
 * answer (the page says what happened: the item leaves the queue).
 */
export function DecisionForm<T>({
  brand,
  path,
  choices,
  onDone,
}: {
  brand: string;
  /** e.g. `withdrawals/W123` — the decision is appended. */
  path: string;
  choices: Choice[];
  onDone: (answer: T) => void;
}) {
  const t = useT('cash');
  const id = useId();
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const decide = useMutation({
    mutationFn: (decision: string) => officePost<T>(brandPath(brand, `${path}/${decision}`), { reason }),
    onSuccess: (answer) => {
      onDone(answer);
      return client.invalidateQueries({ queryKey: ['office', brand] });
    },
  });
  const short = reason.trim().length < 3;
  return (
    <div className={css.decision}>
      <label className={form.field} htmlFor={id}>
        <span className={form.label}>{t('reason')}</span>
        <input
          id={id}
          className={form.input}
          value={reason}
          minLength={3}
          maxLength={500}
          aria-describedby={`${id}-hint`}
          onChange={(e) => setReason(e.target.value)}
        />
        <span id={`${id}-hint`} className={form.hint}>
          {t('reasonHint')}
        </span>
      </label>
      <div className={form.row}>
        {choices.map((c) => (
          <button
            key={c.decision}
            type="button"
            className={c.primary ? button.primary : button.secondary}
            disabled={short || decide.isPending}
            onClick={() => decide.mutate(c.decision)}
          >
            {c.label}
          </button>
        ))}
      </div>
      {decide.isError && (
        <p role="alert" className={form.error}>
          {(decide.error as ApiError).serverMessage || t('failed')}
        </p>
      )}
    </div>
  );
}
