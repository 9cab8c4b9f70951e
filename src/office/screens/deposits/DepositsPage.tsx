import type { OfficeDeposit } from '@/core/api/office-cash';
import { useT } from '../../lib/i18n';
import { allows, brandOf, useMe } from '../../lib/session';
import * as office from '../../shell/office.css';
import { CashQueue } from '../withdrawals/CashQueue';
import * as css from '../withdrawals/cash.css';
import { DecisionForm, HistoryTable, when } from '../withdrawals/parts';

interface DepositDecision {
  orderNo: string;
  status: string;
  replayed: boolean;
}

/**
 * Manual deposits to confirm (issue 26): pending bank transfers with who should have paid and the player's cash
 * history; confirmed (credited, with its deposit bonus) or rejected with a reason.
 */
export function DepositsPage() {
  const t = useT('cash');
  return (
    <CashQueue<OfficeDeposit>
      queue="deposits"
      item={({ brand, item, notify }) => (
        <DepositItem
          brand={brand}
          item={item}
          onDone={(answer: DepositDecision) =>
            notify(t('deposits.decided', { orderNo: answer.orderNo, status: t(`status.${answer.status}`) }))
          }
        />
      )}
    />
  );
}

function DepositItem({
  brand,
  item,
  onDone,
}: {
  brand: string;
  item: OfficeDeposit;
  onDone: (answer: DepositDecision) => void;
}) {
  const t = useT('cash');
  const canDecide = allows(brandOf(useMe(), brand), 'deposits.decide');
  const headingId = `deposit-${item.orderNo}`;
  return (
    <li className={office.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={css.head}>
        <span>{item.username}</span>
        <span className={css.amount}>
          {item.amount} {item.currency}
        </span>
        <span className={css.muted}>
          {item.orderNo} · {when(item.createdAt)}
        </span>
      </h2>
      <div className={css.sections}>
        <section className={css.section} aria-label={t('deposits.transfer')}>
          <h3 className={css.sectionTitle}>{t('deposits.transfer')}</h3>
          <dl className={css.facts}>
            <dt>{t('deposits.method')}</dt>
            <dd>{item.method.name}</dd>
            {item.method.bankName && (
              <>
                <dt>{t('deposits.into')}</dt>
                <dd>
                  {item.method.bankName} · {item.method.accountNo}
                </dd>
              </>
            )}
            <dt>{t('deposits.reference')}</dt>
            <dd>{item.orderNo}</dd>
            <dt>{t('deposits.fee')}</dt>
            <dd>{item.fee}</dd>
            <dt>{t('deposits.otherPending')}</dt>
            <dd className={item.otherPending > 0 ? css.flag : undefined}>{item.otherPending}</dd>
          </dl>
        </section>
        <section className={css.section} aria-label={t('deposits.payer')}>
          <h3 className={css.sectionTitle}>{t('deposits.payer')}</h3>
          <dl className={css.facts}>
            <dt>{t('deposits.payerName')}</dt>
            <dd>{item.payer.name ?? t('risk.none')}</dd>
            <dt>{t('deposits.payerAccounts')}</dt>
            <dd>
              {item.payer.accounts.length === 0 ? (
                t('risk.none')
              ) : (
                <ul className={css.plain}>
                  {item.payer.accounts.map((a) => (
                    <li key={`${a.bankCode}-${a.accountNo}`}>
                      {a.bankName} · {a.accountNo} · {a.holderName}
                    </li>
                  ))}
                </ul>
              )}
            </dd>
          </dl>
        </section>
        <section className={css.section} aria-label={t('history.title')}>
          <h3 className={css.sectionTitle}>{t('history.title')}</h3>
          <HistoryTable history={item.history} />
        </section>
      </div>
      {canDecide && (
        <DecisionForm<DepositDecision>
          brand={brand}
          path={`deposits/${encodeURIComponent(item.orderNo)}`}
          choices={[
            { decision: 'confirm', label: t('deposits.confirm'), primary: true },
            { decision: 'reject', label: t('deposits.reject') },
          ]}
          onDone={onDone}
        />
      )}
    </li>
  );
}
