import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/web/lib/use-error-text';
import { useFormat } from '@/web/lib/use-format';
import { Empty } from '@/web/ui/States';
import { useContractAction } from '../api/contracts';
import type { Contract, ContractPeriod, DownlineRow } from '../api/types';
import * as css from '../contracts.css';
import { type ContractKind, toDrafts, toTiers } from '../tiers';
import { ActionDialog } from './ActionDialog';
import { StatusPill, useRateRange } from './ContractFacts';
import { TiersEditor } from './TiersEditor';

type Pending = { kind: 'cancel' | 'terminate'; contract: Contract; account: string };

/** My direct downline agents with their contract of this kind: offer, withdraw an offer, terminate. */
export function Downlines({
  kind,
  rows,
  cap,
  periods,
  exclusive = false,
}: {
  kind: ContractKind;
  rows: DownlineRow[];
  cap: string | null;
  periods: readonly ContractPeriod[];
  /** Salary kinds are exclusive (brand data): a downline holding another salary kind cannot take this one. */
  exclusive?: boolean;
}) {
  const { t } = useTranslation('contracts');
  const format = useFormat({ brandTime: true });
  const rateRange = useRateRange();
  const action = useContractAction(kind);
  const [offerTo, setOfferTo] = useState<DownlineRow | null>(null);
  const [confirm, setConfirm] = useState<Pending | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const offerButtons = useRef(new Map<string, HTMLButtonElement>());
  // The actions column only when some row has an action (an agent without a contract of the kind cannot offer).
  const withActions = cap !== null || rows.some((r) => r.pending || r.contract?.status === 'active');

  const closeOffer = (account: string | null) => {
    setOfferTo(null);
    if (account) offerButtons.current.get(account)?.focus();
  };

  return (
    <section className={css.panel} aria-labelledby="downline-contracts">
      <div className={css.spread}>
        <h2 id="downline-contracts" className={css.heading}>
          {t('downlines.title')}
        </h2>
        <p className={css.muted}>
          {cap === null ? t('downlines.noCap') : t('editor.cap', { cap: format.percentOf(cap) })}
        </p>
      </div>
      {exclusive && (
        <p className={css.muted} data-testid="salary-exclusive">
          {t('exclusive.rule')}
        </p>
      )}
      {notice && (
        <p className={css.notice} role="status">
          {notice}
        </p>
      )}
      {rows.length === 0 ? (
        <Empty text={t('downlines.empty')} />
      ) : (
        <div className={css.tableWrap}>
          <table className={css.table}>
            <thead>
              <tr>
                <th scope="col">{t('downlines.account')}</th>
                <th scope="col">{t('downlines.contract')}</th>
                <th scope="col">{t('downlines.offer')}</th>
                {withActions && <th scope="col">{t('downlines.actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.account} data-testid={`downline-${row.account}`}>
                  <td data-label={t('downlines.account')}>
                    <strong>{row.account}</strong>
                    {row.nickname && row.nickname !== row.account && (
                      <span className={css.hint}>{row.nickname}</span>
                    )}
                  </td>
                  <td data-label={t('downlines.contract')}>
                    {row.contract ? (
                      <span>
                        {rateRange(row.contract)} · {t(`period.${row.contract.period}`)}{' '}
                        <StatusPill status={row.contract.status} />
                      </span>
                    ) : (
                      t('downlines.none')
                    )}
                    {row.otherSalary && (
                      <span className={css.hint}>
                        {t('exclusive.holds', { kind: t(`kind.${row.otherSalary}`) })}
                      </span>
                    )}
                  </td>
                  <td data-label={t('downlines.offer')}>
                    {row.pending ? (
                      <span>
                        {rateRange(row.pending)} <StatusPill status="pending" />
                      </span>
                    ) : (
                      '—'
                    )}
                  </td>
                  {withActions && (
                    <td data-label={t('downlines.actions')} data-wide>
                      <div className={css.actions}>
                        {cap !== null && !row.otherSalary && (
                          <button
                            type="button"
                            className={css.smallButton}
                            aria-expanded={offerTo?.account === row.account}
                            ref={(element) => {
                              if (element) offerButtons.current.set(row.account, element);
                              else offerButtons.current.delete(row.account);
                            }}
                            onClick={() => {
                              setNotice(null);
                              setOfferTo(row);
                            }}
                          >
                            {t('downlines.offerTo', { account: row.account })}
                          </button>
                        )}
                        {row.pending && (
                          <button
                            type="button"
                            className={css.smallButton}
                            onClick={() =>
                              row.pending &&
                              setConfirm({ kind: 'cancel', contract: row.pending, account: row.account })
                            }
                          >
                            {t('downlines.cancelOffer')}
                          </button>
                        )}
                        {row.contract?.status === 'active' && (
                          <button
                            type="button"
                            className={css.smallButton}
                            onClick={() =>
                              row.contract &&
                              setConfirm({ kind: 'terminate', contract: row.contract, account: row.account })
                            }
                          >
                            {t('terminate.button')}
                          </button>
                        )}
                      </div>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {offerTo && cap !== null && (
        <OfferPanel
          key={offerTo.account}
          kind={kind}
          row={offerTo}
          cap={cap}
          periods={periods}
          exclusive={exclusive}
          onDone={(account) => {
            setNotice(t('offer.sent', { account }));
            closeOffer(account);
          }}
          onCancel={() => closeOffer(offerTo.account)}
        />
      )}
      {confirm && (
        <ActionDialog
          title={confirm.kind === 'cancel' ? t('downlines.cancelOffer') : t('terminate.title')}
          message={
            confirm.kind === 'cancel'
              ? t('downlines.cancelQuestion', { account: confirm.account })
              : t('terminate.downlineQuestion', { account: confirm.account })
          }
          confirmLabel={confirm.kind === 'cancel' ? t('downlines.cancelOffer') : t('terminate.button')}
          pending={action.isPending}
          error={action.error}
          onConfirm={() =>
            action.mutate(
              { action: confirm.kind, id: confirm.contract.id },
              { onSuccess: () => setConfirm(null) },
            )
          }
          onCancel={() => {
            setConfirm(null);
            action.reset();
          }}
        />
      )}
    </section>
  );
}

/** "Offer contract": the period (dividends) and the tiers, sent as a request the downline accepts or rejects. */
function OfferPanel({
  kind,
  row,
  cap,
  periods,
  exclusive,
  onDone,
  onCancel,
}: {
  kind: ContractKind;
  row: DownlineRow;
  cap: string;
  periods: readonly ContractPeriod[];
  exclusive: boolean;
  onDone: (account: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('contracts');
  const format = useFormat({ brandTime: true });
  const errorText = useErrorText();
  const action = useContractAction(kind);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const start = row.pending ?? row.contract;
  const [period, setPeriod] = useState<ContractPeriod>(
    start && periods.includes(start.period)
      ? start.period
      : ((periods.includes('M') ? 'M' : periods[0]) ?? 'D'),
  );
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  return (
    <section className={css.panel} aria-labelledby={headingId} data-testid="offer-panel">
      <h3 id={headingId} ref={heading} tabIndex={-1} className={css.subheading}>
        {t('offer.title', { account: row.account })}
      </h3>
      {row.pending && <p className={css.muted}>{t('offer.supersedes')}</p>}
      {exclusive && <p className={css.muted}>{t('exclusive.rule')}</p>}
      {periods.length > 1 && (
        <fieldset className={css.chips}>
          <legend className={css.label}>{t('facts.period')}</legend>
          {periods.map((p) => (
            <button
              key={p}
              type="button"
              className={css.chip}
              aria-pressed={p === period}
              onClick={() => setPeriod(p)}
            >
              {t(`period.${p}`)}
            </button>
          ))}
        </fieldset>
      )}
      <TiersEditor
        kind={kind}
        cap={cap}
        moneyDecimals={format.currency.minorUnits}
        currency={format.currency.symbol}
        initial={start ? toDrafts(start.tiers) : undefined}
        pending={action.isPending}
        submitLabel={t('offer.send')}
        onCancel={onCancel}
        onSubmit={(drafts) =>
          action.mutate(
            {
              action: 'request',
              downline: row.account,
              ...(periods.length > 1 ? { period } : {}),
              tiers: toTiers(kind, drafts),
            },
            { onSuccess: () => onDone(row.account) },
          )
        }
      />
      {action.isError && (
        <p className={css.error} role="alert">
          {errorText.of(action.error)}
        </p>
      )}
    </section>
  );
}
