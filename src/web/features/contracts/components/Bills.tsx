import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/web/lib/use-format';
import { Pager } from '@/web/ui/Pager';
import { Empty, ErrorState, Loading } from '@/web/ui/States';
import { useBills } from '../api/contracts';
import type { Bill } from '../api/types';
import * as css from '../contracts.css';
import type { ContractKind } from '../tiers';
import { BillDetailView } from './BillDetail';
import { StatusPill } from './ContractFacts';

/** The tier a bill used: its number, or "none met". */
export function useTierName() {
  const { t } = useTranslation('contracts');
  return (bill: Pick<Bill, 'tierIndex'>) =>
    bill.tierIndex < 0 ? t('bills.noTier') : t('editor.tier', { n: bill.tierIndex + 1 });
}

/** Bills per period (mine or my team's), each opening the inputs it was computed from. */
export function Bills({ kind, initialBill }: { kind: ContractKind; initialBill?: string }) {
  const { t } = useTranslation('contracts');
  const format = useFormat({ brandTime: true });
  const tierName = useTierName();
  const [scope, setScope] = useState<'mine' | 'team'>('mine');
  const [pageNo, setPageNo] = useState(1);
  const [open, setOpen] = useState<string | null>(initialBill ?? null);
  const openers = useRef(new Map<string, HTMLButtonElement>());
  const bills = useBills({ kind, scope, pageNo });

  if (open) {
    return (
      <BillDetailView
        id={open}
        kind={kind}
        onBack={() => {
          const id = open;
          setOpen(null);
          requestAnimationFrame(() => openers.current.get(id)?.focus());
        }}
      />
    );
  }
  const dividend = kind === 'dividend';
  return (
    <section className={css.panel} aria-labelledby="contract-bills">
      <div className={css.spread}>
        <h2 id="contract-bills" className={css.heading}>
          {t('bills.title')}
        </h2>
        <fieldset className={css.chips}>
          <legend className={css.visuallyHidden}>{t('bills.scope')}</legend>
          {(['mine', 'team'] as const).map((s) => (
            <button
              key={s}
              type="button"
              className={css.chip}
              aria-pressed={scope === s}
              onClick={() => {
                setScope(s);
                setPageNo(1);
              }}
            >
              {t(`bills.${s}`)}
            </button>
          ))}
        </fieldset>
      </div>
      {bills.isPending ? (
        <Loading />
      ) : bills.isError ? (
        <ErrorState error={bills.error} onRetry={() => void bills.refetch()} />
      ) : bills.data.list.length === 0 ? (
        <Empty text={t('bills.empty')} />
      ) : (
        <>
          <p className={css.muted}>
            {t('bills.totals', {
              count: bills.data.totals.count,
              amount: format.money(bills.data.totals.amount),
            })}
          </p>
          <div className={css.tableWrap}>
            <table className={css.table}>
              <thead>
                <tr>
                  <th scope="col">{t('bills.period')}</th>
                  {scope === 'team' && <th scope="col">{t('bills.account')}</th>}
                  <th scope="col" data-align="end">
                    {t('bills.validBet')}
                  </th>
                  {dividend && (
                    <th scope="col" data-align="end">
                      {t('bills.netLoss')}
                    </th>
                  )}
                  <th scope="col" data-align="end">
                    {t('bills.active')}
                  </th>
                  <th scope="col">{t('bills.tier')}</th>
                  <th scope="col" data-align="end">
                    {t('bills.amount')}
                  </th>
                  <th scope="col">{t('bills.status')}</th>
                </tr>
              </thead>
              <tbody>
                {bills.data.list.map((bill) => (
                  <tr key={bill.id} data-testid={`bill-${bill.id}`}>
                    <td data-label={t('bills.period')} data-wide>
                      <button
                        type="button"
                        className={css.linkButton}
                        ref={(element) => {
                          if (element) openers.current.set(bill.id, element);
                          else openers.current.delete(bill.id);
                        }}
                        onClick={() => setOpen(bill.id)}
                      >
                        {format.dateTime(bill.periodStart)}
                        <span className={css.visuallyHidden}> {t('bills.openDetails')}</span>
                      </button>
                      {bill.adjustmentOf && <span className={css.hint}>{t('bills.adjustment')}</span>}
                    </td>
                    {scope === 'team' && <td data-label={t('bills.account')}>{bill.account}</td>}
                    <td data-label={t('bills.validBet')} data-align="end">
                      {format.money(bill.validBet)}
                    </td>
                    {dividend && (
                      <td data-label={t('bills.netLoss')} data-align="end">
                        {format.money(bill.netLoss)}
                      </td>
                    )}
                    <td data-label={t('bills.active')} data-align="end">
                      {format.count(bill.activeMembers)}
                    </td>
                    <td data-label={t('bills.tier')}>
                      {tierName(bill)} · {format.percentOf(bill.rate)}
                    </td>
                    <td data-label={t('bills.amount')} data-align="end">
                      <strong>{format.money(bill.amount)}</strong>
                    </td>
                    <td data-label={t('bills.status')}>
                      <StatusPill status={bill.status} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={pageNo} total={Math.ceil(bills.data.total / bills.data.pageSize)} onPage={setPageNo} />
        </>
      )}
    </section>
  );
}
