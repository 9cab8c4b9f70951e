import type { SwitchRow } from '@/core/api/office-switches';
import { button } from '@/web/ui/button.css';
import * as form from '@/web/ui/form.css';
import { useT } from '../../lib/i18n';
import type { SwitchActions } from './useSwitches';

/** Where a switch's value comes from, and who changed it last. */
export function Origin({ row }: { row: SwitchRow }) {
  const t = useT('switches');
  if (row.override === null) return <p className={form.hint}>{t('fromFolder')}</p>;
  return (
    <p className={form.hint}>
      {t('overridden', {
        who: row.updatedBy ?? '',
        when: row.updatedAt ? new Date(row.updatedAt).toLocaleString(document.documentElement.lang) : '',
        version: row.version ?? 0,
      })}
    </p>
  );
}

/** "Return to the folder's value" for an overridden switch. */
export function ResetButton({ row, actions }: { row: SwitchRow; actions: SwitchActions }) {
  const t = useT('switches');
  if (!actions.canWrite || row.override === null) return null;
  return (
    <button
      type="button"
      className={button.secondary}
      disabled={actions.busy}
      onClick={() => actions.remove(row.key)}
    >
      {t('reset')}
    </button>
  );
}
