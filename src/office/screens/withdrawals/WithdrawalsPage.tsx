import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import type { OfficeWithdrawal, WithdrawalDecision } from '@/core/api/office-cash';
import * as form from '@/web/ui/form.css';
import { brandPath, officeApi } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { allows, brandOf, useMe } from '../../lib/session';
import * as office from '../../shell/office.css';
import { QueryState } from '../../shell/QueryState';
import * as css from './cash.css';
import { DecisionForm, when } from './parts';
import { RiskPanel } from './RiskPanel';

/**
 * Withdrawals to review (issue 26): each pending withdrawal with the risk context the server computed, approved
 * (paid) or rejected with a reason; an approval above the brand's limit goes to Two-person approvals.
 */
export function WithdrawalsPage() {
  const t = useT('cash');
  const { brand } = useParams({ from: '/office/$brand' });
  const [notice, setNotice] = useState<string | null>(null);
  const list = useQuery({
    queryKey: ['office', brand, 'withdrawals'],
    queryFn: () => officeApi<{ list: OfficeWithdrawal[]; total: number }>(brandPath(brand, 'withdrawals')),
  });
  const onDone = (answer: WithdrawalDecision) =>
    setNotice(
      answer.outcome === 'waiting'
        ? t('withdrawals.sentToSecond', { orderNo: answer.orderNo })
        : t('withdrawals.decided', { orderNo: answer.orderNo, status: t(`status.${answer.status}`) }),
    );
  return (
    <>
      <h1>{t('withdrawals.title')}</h1>
      <p>{t('withdrawals.intro')}</p>
      {notice && (
        <p role="status" className={form.success}>
          {notice}
        </p>
      )}
      <QueryState query={list}>
        {(data) =>
          data.list.length === 0 ? (
            <p>{t('withdrawals.empty')}</p>
          ) : (
            <>
              <p className={css.muted}>{t('waiting', { n: data.total, shown: data.list.length })}</p>
              <ul className={css.list}>
                {data.list.map((w) => (
                  <WithdrawalItem key={w.orderNo} brand={brand} item={w} onDone={onDone} />
                ))}
              </ul>
            </>
          )
        }
      </QueryState>
    </>
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
