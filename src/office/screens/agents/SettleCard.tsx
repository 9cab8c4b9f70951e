import { useQueryClient } from '@tanstack/react-query';
import * as form from '@/web/ui/form.css';
import { brandPath, officePost } from '../../lib/api';
import { useT } from '../../lib/i18n';
import * as office from '../../shell/office.css';
import { ActionForm } from './ActionForm';

/**
 * "Settle due now": every ended, unsettled period of the brand's contracts, as the schedule and
 * `npm run ops -- settle-contracts` do (settleDue), with a reason; tells how many bills it wrote and how many of
 * them wait for review in the Contract bills queue.
 */
export function SettleCard({ brand }: { brand: string }) {
  const t = useT('agents');
  const client = useQueryClient();
  return (
    <section className={office.card} aria-labelledby="contracts-settle">
      <h2 id="contracts-settle">{t('settle.title')}</h2>
      <p className={form.hint}>{t('settle.hint')}</p>
      <ActionForm
        label={t('settle.title')}
        submit={t('settle.submit')}
        run={(v) =>
          officePost<{ bills: number; held: number }>(brandPath(brand, 'agents/contracts/settle'), {
            reason: v.reason,
          }).then(async (r) => {
            await client.invalidateQueries({ queryKey: ['office', brand] });
            return r;
          })
        }
        done={(r) =>
          r.bills === 0 ? t('settle.nothing') : t('settle.done', { bills: r.bills, held: r.held })
        }
      />
    </section>
  );
}
