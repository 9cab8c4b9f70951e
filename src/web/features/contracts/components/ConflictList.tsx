import { useTranslation } from 'react-i18next';
import { useFormat } from '@/web/lib/use-format';
import type { Conflict } from '../api/types';
import * as css from '../contracts.css';

/** The downline contracts an acceptance would end (spec §4), as a list. */
export function ConflictList({ conflicts }: { conflicts: Conflict[] }) {
  const { t } = useTranslation('contracts');
  const format = useFormat({ brandTime: true });
  return (
    <ul className={css.plainList}>
      {conflicts.map((c) => (
        <li key={c.id}>{t('conflictItem', { account: c.account, rate: format.percentOf(c.maxRate) })}</li>
      ))}
    </ul>
  );
}
