import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import type { OfficeRedeem, RedeemStatus } from '@/core/api/office-loyalty';
import * as form from '@/web/ui/form.css';
import { Pager } from '@/web/ui/Pager';
import { brandPath, officeApi } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { allows, brandOf, useMe } from '../../lib/session';
import * as css from '../../shell/office.css';
import { QueryState } from '../../shell/QueryState';
import * as l from './loyalty.css';
import { PointsAdjust } from './PointsAdjust';
import { ReasonForm, StateFilter, when } from './parts';

const PAGE_SIZE = 20;
const STATUSES: RedeemStatus[] = ['processing', 'approved', 'rejected'];
type Page = { list: OfficeRedeem[]; total: number; currency: string };

/**
 * The points mall: redeems waiting for a decision (oldest first) or decided ones (newest first); approve (a
 * voucher's amount is credited to the player) or reject (points and stock come back) with a reason — the calls of
 * `npm run ops -- points-approve | points-reject`. Staff who decide also adjust a player's points here.
 */
export function RedeemsPage() {
  const t = useT('loyalty');
  const { brand } = useParams({ from: '/office/$brand' });
  const canDecide = allows(brandOf(useMe(), brand), 'loyalty.decide');
  const [status, setStatus] = useState<RedeemStatus>('processing');
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState('');
  const list = useQuery({
    queryKey: ['office', brand, 'loyalty', 'redeems', status, page],
    queryFn: () =>
      officeApi<Page>(
        brandPath(brand, `loyalty/redeems?status=${status}&pageNo=${page}&pageSize=${PAGE_SIZE}`),
      ),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <h1>{t('redeems.title')}</h1>
      <p>{t('redeems.intro')}</p>
      {notice && (
        <p role="status" className={form.success}>
          {notice}
        </p>
      )}
      {canDecide && <PointsAdjust brand={brand} />}
      <h2>{t('redeems.listTitle')}</h2>
      <StateFilter
        label={t('redeems.status')}
        value={status}
        options={STATUSES.map((s) => ({ value: s, label: t(`redeems.statuses.${s}`) }))}
        onChange={(value) => {
          setStatus((value || 'processing') as RedeemStatus);
          setPage(1);
        }}
      />
      <QueryState query={list}>
        {(data) =>
          data.list.length === 0 ? (
            <p>{t(`redeems.empty.${status}`)}</p>
          ) : (
            <>
              <p className={l.muted}>{t('total', { n: data.total })}</p>
              <ul className={l.list}>
                {data.list.map((r) => (
                  <li key={r.referenceNo}>
                    <RedeemCard
                      brand={brand}
                      redeem={r}
                      currency={data.currency}
                      canDecide={canDecide}
                      notify={setNotice}
                    />
                  </li>
                ))}
              </ul>
              <Pager page={page} total={Math.ceil(data.total / PAGE_SIZE)} onPage={setPage} />
            </>
          )
        }
      </QueryState>
    </>
  );
}

function RedeemCard({
  brand,
  redeem: r,
  currency,
  canDecide,
  notify,
}: {
  brand: string;
  redeem: OfficeRedeem;
  currency: string;
  canDecide: boolean;
  notify: (text: string) => void;
}) {
  const t = useT('loyalty');
  const money = (amount: string) => `${amount} ${currency}`;
  return (
    <article className={css.card} aria-labelledby={`redeem-${r.referenceNo}`} data-testid="office-redeem">
      <h3 id={`redeem-${r.referenceNo}`} className={l.heading}>
        {t('redeems.item', { name: r.itemName, quantity: r.quantity })}{' '}
        <span className={l.badge}>{t(`redeems.statuses.${r.status}`)}</span>
      </h3>
      <dl className={l.facts}>
        <dt>{t('player')}</dt>
        <dd>{r.player}</dd>
        <dt>{t('redeems.reference')}</dt>
        <dd>{r.referenceNo}</dd>
        <dt>{t('redeems.points')}</dt>
        <dd>{r.points.toLocaleString(document.documentElement.lang || undefined)}</dd>
        {r.amount !== null && (
          <>
            <dt>{t('redeems.voucher')}</dt>
            <dd>{money(r.amount)}</dd>
          </>
        )}
        <dt>{t('redeems.when')}</dt>
        <dd>{when(r.createdAt)}</dd>
        {r.decidedAt && (
          <>
            <dt>{t('decidedBy')}</dt>
            <dd>
              {r.decidedBy} · {when(r.decidedAt)}
            </dd>
            <dt>{t('reason')}</dt>
            <dd>{r.decidedReason}</dd>
          </>
        )}
        {r.paidAmount !== null && (
          <>
            <dt>{t('redeems.paid')}</dt>
            <dd>{money(r.paidAmount)}</dd>
          </>
        )}
      </dl>
      {canDecide && r.status === 'processing' && (
        <ReasonForm<{ referenceNo: string; status: RedeemStatus; paidAmount: string | null }>
          path={brandPath(brand, `loyalty/redeems/${encodeURIComponent(r.referenceNo)}`)}
          actions={[
            {
              action: 'approve',
              label:
                r.amount === null
                  ? t('redeems.approve')
                  : t('redeems.approveVoucher', { amount: money(r.amount) }),
              primary: true,
            },
            { action: 'reject', label: t('redeems.reject') },
          ]}
          onDone={(result) =>
            notify(
              result.paidAmount === null
                ? t(`redeems.done.${result.status === 'approved' ? 'approved' : 'rejected'}`, {
                    ref: result.referenceNo,
                  })
                : t('redeems.done.credited', { ref: result.referenceNo, amount: money(result.paidAmount) }),
            )
          }
        />
      )}
    </article>
  );
}
