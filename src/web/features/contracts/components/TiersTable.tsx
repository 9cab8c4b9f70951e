import { useTranslation } from 'react-i18next';
import { useFormat } from '@/web/lib/use-format';
import * as css from '../contracts.css';
import { type ContractKind, type Tier, thresholdsOf } from '../tiers';

/** A contract's tiers as a table (one card per tier on phones). */
export function TiersTable({ kind, tiers, label }: { kind: ContractKind; tiers: Tier[]; label: string }) {
  const { t } = useTranslation('contracts');
  const format = useFormat({ brandTime: true });
  const fields = thresholdsOf(kind);
  const show = (tier: Tier, field: (typeof fields)[number]) =>
    field === 'minActiveMembers' ? format.count(tier.minActiveMembers) : format.money(tier[field]);
  return (
    <div className={css.tableWrap}>
      <table className={css.table} aria-label={label}>
        <thead>
          <tr>
            <th scope="col">{t('tier')}</th>
            <th scope="col" data-align="end">
              {t('field.rate')}
            </th>
            {fields.map((field) => (
              <th key={field} scope="col" data-align="end">
                {t(`field.${field}`, { currency: format.currency.symbol })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {tiers.map((tier, index) => (
            // Rates rise strictly from tier to tier, so a rate names its tier.
            <tr key={tier.rate}>
              <td data-label={t('tier')}>{index + 1}</td>
              <td data-label={t('field.rate')} data-align="end">
                <strong>{format.percentOf(tier.rate)}</strong>
              </td>
              {fields.map((field) => (
                <td
                  key={field}
                  data-label={t(`field.${field}`, { currency: format.currency.symbol })}
                  data-align="end"
                >
                  {show(tier, field)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
