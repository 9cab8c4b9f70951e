import { useState } from 'react';
import type { PromotionValue, SwitchRow, VendorValue } from '@/core/api/office-switches';
import { button } from '@/web/ui/button.css';
import { dataTable } from '@/web/ui/data-table.css';
import * as form from '@/web/ui/form.css';
import { useT } from '../../lib/i18n';
import * as css from '../../shell/office.css';
import { ResetButton } from './parts';
import type { SwitchActions } from './useSwitches';

/** Each vendor of the brand: under maintenance or not (its games refuse launch; the lobby shows it). */
export function VendorSwitches({ rows, actions }: { rows: SwitchRow[]; actions: SwitchActions }) {
  const t = useT('switches');
  return (
    <section className={css.card} aria-labelledby="sw-vendors">
      <h2 id="sw-vendors">{t('vendors.title')}</h2>
      {rows.length === 0 ? (
        <p>{t('vendors.none')}</p>
      ) : (
        <div className={css.tableWrap}>
          <table className={dataTable}>
            <thead>
              <tr>
                <th scope="col">{t('vendors.vendor')}</th>
                <th scope="col">{t('state')}</th>
                {actions.canWrite && <th scope="col">{t('change')}</th>}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const down = (row.effective as VendorValue).maintenance;
                return (
                  <tr key={row.key}>
                    <th scope="row">{row.label}</th>
                    <td data-label={t('state')}>
                      {down ? t('vendors.down') : t('vendors.up')}
                      {row.override !== null && <span className={form.hint}> · {t('overrideShort')}</span>}
                    </td>
                    {actions.canWrite && (
                      <td data-wide="">
                        <div className={css.filters}>
                          <button
                            type="button"
                            className={button.secondary}
                            disabled={actions.busy}
                            aria-label={`${down ? t('vendors.resume') : t('vendors.pause')}: ${row.label}`}
                            onClick={() => actions.set(row.key, { maintenance: !down })}
                          >
                            {down ? t('vendors.resume') : t('vendors.pause')}
                          </button>
                          <ResetButton row={row} actions={actions} />
                        </div>
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** Each promotion of content/promotions.json: on or off, and its budget (minor units of the brand currency). */
export function PromotionSwitches({ rows, actions }: { rows: SwitchRow[]; actions: SwitchActions }) {
  const t = useT('switches');
  return (
    <section className={css.card} aria-labelledby="sw-promotions">
      <h2 id="sw-promotions">{t('promotions.title')}</h2>
      {rows.length === 0 ? (
        <p>{t('promotions.none')}</p>
      ) : (
        <div className={css.cards}>
          {rows.map((row) => (
            <PromotionRow key={row.key} row={row} actions={actions} />
          ))}
        </div>
      )}
    </section>
  );
}

function PromotionRow({ row, actions }: { row: SwitchRow; actions: SwitchActions }) {
  const t = useT('switches');
  const now = row.effective as { enabled: boolean; budget: number | null };
  const [budget, setBudget] = useState(now.budget === null ? '' : String(now.budget));
  const id = `sw-${row.key.replace(':', '-')}`;
  const value = (enabled: boolean): PromotionValue =>
    /^\d+$/.test(budget.trim()) ? { enabled, budget: Number(budget.trim()) } : { enabled };
  return (
    <article className={css.card} aria-labelledby={id}>
      <h3 id={id}>{row.label}</h3>
      <p>
        {now.enabled ? t('on') : t('off')}
        {row.override !== null && <span className={form.hint}> · {t('overrideShort')}</span>}
      </p>
      <label className={form.field}>
        <span className={form.label}>{t('promotions.budget')}</span>
        <input
          className={form.input}
          inputMode="numeric"
          value={budget}
          readOnly={!actions.canWrite}
          placeholder={t('promotions.noBudget')}
          onChange={(e) => setBudget(e.target.value)}
        />
      </label>
      {actions.canWrite && (
        <div className={css.filters}>
          <button
            type="button"
            className={button.primary}
            disabled={actions.busy}
            onClick={() => actions.set(row.key, value(now.enabled))}
          >
            {t('save')}
          </button>
          <button
            type="button"
            className={button.secondary}
            disabled={actions.busy}
            onClick={() => actions.set(row.key, value(!now.enabled))}
          >
            {now.enabled ? t('promotions.disable') : t('promotions.enable')}
          </button>
          <ResetButton row={row} actions={actions} />
        </div>
      )}
    </article>
  );
}
