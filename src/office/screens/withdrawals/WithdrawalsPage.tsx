import type { OfficeWithdrawal, WithdrawalDecision } from '@/core/api/office-cash';
import { useT } from '../../lib/i18n';
import { allows, brandOf, useMe } from '../../lib/session';
import * as office from '../../shell/office.css';
import { CashQueue } from './CashQueue';
import * as css from './cash.css';
import { DecisionForm, when } from './parts';
import { RiskPanel } from './RiskPanel';

/**
 * Withdrawals to review (issue 26): each pending withdrawal with the risk context the server computed, approved
 * (paid) or rejected with a reason; an approval above the brand's limit goes to Two-person approvals.
 */
export function WithdrawalsPage() {
  const t = useT('cash');
  return (
    <CashQueue<OfficeWithdrawal>
      queue="withdrawals"
      item={({ brand, item, notify }) => (
        <WithdrawalItem
          brand={brand}
          item={item}
          onDone={(answer: WithdrawalDecision) =>
            notify(
              answer.outcome === 'waiting'
                ? t('withdrawals.sentToSecond', { orderNo: answer.orderNo })
                : t('withdrawals.decided', { orderNo: answer.orderNo, status: t(`status.${answer.status}`) }),
            )
          }
        />
      )}
    />
  );
}

function WithdrawalItem({
  brand,
  item,
  onDone,
}: {
  brand: string;
  item: OfficeWithdrawal;
  onDone: (answer: WithdrawalDecision) => void;
}) {
  const t = useT('cash');
  const me = useMe();
  const headingId = `withdrawal-${item.orderNo}`;
  const canDecide = allows(brandOf(me, brand), 'withdrawals.decide');
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
      <dl className={css.facts}>
        <dt>{t('payee')}</dt>
        <dd>
          {item.payee.bankName} · {item.payee.accountNo} · {item.payee.holderName}
        </dd>
        {item.fourEyes && (
          <>
            <dt>{t('withdrawals.fourEyes')}</dt>
            <dd className={css.flag}>{t('withdrawals.fourEyesText')}</dd>
          </>
        )}
      </dl>
      <RiskPanel risk={item.risk} />
      {item.approval ? (
        <p className={css.flag}>
          {t('withdrawals.waitingSecond', { name: item.approval.requestedBy, reason: item.approval.reason })}
        </p>
      ) : (
        canDecide && (
          <DecisionForm<WithdrawalDecision>
            brand={brand}
            path={`withdrawals/${encodeURIComponent(item.orderNo)}`}
            choices={[
              { decision: 'approve', label: t('withdrawals.approve'), primary: true },
              { decision: 'reject', label: t('withdrawals.reject') },
            ]}
            onDone={onDone}
          />
        )
      )}
    </li>
  );
}
