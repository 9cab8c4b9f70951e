import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/web/lib/use-format';
import { button } from '@/web/ui/button.css';
import { FigureHeaders, MoneyCells } from '@/web/ui/FigureCells';
import { Empty, ErrorState, Loading } from '@/web/ui/States';
import { useBill } from '../api/contracts';
import * as css from '../contracts.css';
import type { ContractKind } from '../tiers';
import { useTierName } from './Bills';
import { StatusPill } from './ContractFacts';

/**
 * One bill explained: the period's figures, every tier with whether it was met (and what was missing), the rate
 * that applied, what the sub-agents earned on their parts (deducted), the carry, the amount, and the team rows.
 */
export function BillDetailView({ id, kind, onBack }: { id: string; kind: ContractKind; onBack: () => void }) {
  const { t } = useTranslation('contracts');
  const format = useFormat({ brandTime: true });
  const tierName = useTierName();
  const detail = useBill(id);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const dividend = kind === 'dividend';
  return (
    <section className={css.panel} aria-labelledby="bill-detail" data-testid="bill-detail">
      <div className={css.spread}>
        <h2 id="bill-detail" ref={heading} tabIndex={-1} className={css.heading}>
          {t('bill.title')}
        </h2>
        <button type="button" className={button.secondary} onClick={onBack}>
          {t('bill.back')}
        </button>
      </div>
      {detail.isPending ? (
        <Loading />
      ) : detail.isError ? (
        <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />
      ) : (
        (() => {
          const { bill, tiers, deductions, members } = detail.data;
          const facts: { label: string; value: React.ReactNode; testId?: string }[] = [
            { label: t('bill.account'), value: bill.account },
            {
              label: t('bills.period'),
              value: t('bill.periodRange', {
                from: format.dateTime(bill.periodStart),
                to: format.dateTime(bill.periodEnd),
              }),
            },
            { label: t('bills.status'), value: <StatusPill status={bill.status} /> },
            { label: t('bills.validBet'), value: format.money(bill.validBet), testId: 'bill-valid-bet' },
            ...(dividend ? [{ label: t('bills.netLoss'), value: format.money(bill.netLoss) }] : []),
            { label: t('bills.active'), value: format.count(bill.activeMembers) },
            { label: t('bills.tier'), value: tierName(bill), testId: 'bill-tier' },
            { label: t('field.rate'), value: format.percentOf(bill.rate) },
            { label: t('bill.gross'), value: format.money(bill.gross) },
            { label: t('bill.deductions'), value: format.money(bill.deductions) },
            ...(/[1-9]/.test(bill.carryIn)
              ? [{ label: t('bill.carryIn'), value: format.money(bill.carryIn) }]
              : []),
            ...(/[1-9]/.test(bill.carryOut)
              ? [{ label: t('bill.carryOut'), value: format.money(bill.carryOut) }]
              : []),
            { label: t('bills.amount'), value: format.money(bill.amount), testId: 'bill-amount' },
          ];
          return (
            <>
              {bill.adjustmentOf && (
                <p className={css.muted}>{t('bill.adjustmentOf', { id: bill.adjustmentOf })}</p>
              )}
              <dl className={css.facts}>
                {facts.map((f) => (
                  <div key={f.label} className={css.fact}>
                    <dt className={css.factLabel}>{f.label}</dt>
                    <dd className={css.factValue} data-testid={f.testId}>
                      {f.value}
                    </dd>
                  </div>
                ))}
              </dl>
              <p className={css.muted}>
                {t(dividend ? 'bill.formulaDividend' : 'bill.formulaSalary', {
                  rate: format.percentOf(bill.rate),
                  gross: format.money(bill.gross),
                  deductions: format.money(bill.deductions),
                  amount: format.money(bill.amount),
                })}
              </p>

              <h3 className={css.subheading}>{t('bill.whyTier')}</h3>
              {tiers.length === 0 ? (
                <Empty text={t('bill.noTiers')} />
              ) : (
                <ol className={css.tierList} data-testid="bill-tiers">
                  {tiers.map((tier) => (
                    <li
                      key={tier.index}
                      className={`${css.tier} ${tier.index === bill.tierIndex ? css.chosen : ''}`}
                    >
                      <div className={css.tierHead}>
                        <span className={css.tierTitle}>
                          {t('editor.tier', { n: tier.index + 1 })} · {format.percentOf(tier.rate)}
                        </span>
                        <span className={`${css.pill} ${css.pillTone[tier.met ? 'good' : 'neutral']}`}>
                          {tier.index === bill.tierIndex
                            ? t('bill.applied')
                            : tier.met
                              ? t('bill.met')
                              : t('bill.notMet')}
                        </span>
                      </div>
                      <p className={css.hint}>
                        {t('bill.tierFigures', {
                          validBet: format.money(tier.figures.validBet),
                          active: format.count(tier.figures.activeMembers),
                        })}
                        {dividend &&
                          ` ${t('bill.tierLoss', { netLoss: format.money(tier.figures.netLoss) })}`}
                      </p>
                      {tier.missing.length > 0 && (
                        <p className={css.hint}>
                          {t('bill.missing', {
                            list: tier.missing
                              .map((m) =>
                                t(`field.${m}` as 'field.minValidBet', {
                                  currency: format.currency.symbol,
                                  defaultValue: m,
                                }),
                              )
                              .join(', '),
                          })}
                        </p>
                      )}
                    </li>
                  ))}
                </ol>
              )}

              <h3 className={css.subheading}>{t('bill.deductionsTitle')}</h3>
              {deductions.length === 0 ? (
                <p className={css.muted}>{t('bill.noDeductions')}</p>
              ) : (
                <div className={css.tableWrap}>
                  <table className={css.table} aria-label={t('bill.deductionsTitle')}>
                    <thead>
                      <tr>
                        <th scope="col">{t('bills.account')}</th>
                        <th scope="col" data-align="end">
                          {t('bills.amount')}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {deductions.map((d) => (
                        <tr key={d.billId}>
                          <td data-label={t('bills.account')}>{d.account}</td>
                          <td data-label={t('bills.amount')} data-align="end">
                            {format.money(d.amount)}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}

              <h3 className={css.subheading}>{t('bill.rowsTitle')}</h3>
              {members.length === 0 ? (
                <p className={css.muted}>{t('bill.noRows')}</p>
              ) : (
                <div className={css.tableWrap}>
                  <table className={css.table} aria-label={t('bill.rowsTitle')} data-testid="bill-rows">
                    <thead>
                      <tr>
                        <th scope="col">{t('bills.account')}</th>
                        <FigureHeaders
                          labels={[t('bill.stake'), t('bill.validBet'), t('bill.payout'), t('bill.bonuses')]}
                        />
                        <th scope="col">{t('bill.active')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {members.map((m) => (
                        <tr key={m.account}>
                          <td data-label={t('bills.account')}>{m.account}</td>
                          <MoneyCells
                            cells={[
                              { label: t('bill.stake'), amount: m.stake },
                              { label: t('bill.validBet'), amount: m.validBet },
                              { label: t('bill.payout'), amount: m.payout },
                              { label: t('bill.bonuses'), amount: m.bonuses },
                            ]}
                          />
                          <td data-label={t('bill.active')}>{m.active ? t('bill.yes') : t('bill.no')}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </>
          );
        })()
      )}
    </section>
  );
}
