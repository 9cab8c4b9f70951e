import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import type { OfficeReferral, ReferralState } from '@/core/api/office-loyalty';
import * as form from '@/web/ui/form.css';
import { brandPath, officeApi } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { allows, brandOf, useMe } from '../../lib/session';
import { PagedRows } from '../../shell/DataTable';
import { QueryState } from '../../shell/QueryState';
import * as l from './loyalty.css';
import { ReasonForm, StateFilter, when } from './parts';

const PAGE_SIZE = 20;
const STATES: ReferralState[] = ['pending', 'rewarded', 'refused', 'expired'];
const KNOWN_REASONS = ['self_referral', 'same_device', 'same_payee_name', 'same_ip', 'referrer_not_player'];

/**
 * Referrals: referees with their referrer, state and why a referral was refused, by state, newest first. Overrides
 * with a reason — reward a refused or expired referral (the referrer is paid once) or refuse a pending one — are
 * the calls of `npm run ops -- referral-reward | referral-refuse`.
 */
export function ReferralsPage() {
  const t = useT('loyalty');
  const { brand } = useParams({ from: '/office/$brand' });
  const canDecide = allows(brandOf(useMe(), brand), 'loyalty.decide');
  const [state, setState] = useState<ReferralState | ''>('');
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState('');
  const list = useQuery({
    queryKey: ['office', brand, 'loyalty', 'referrals', state, page],
    queryFn: () =>
      officeApi<{ list: OfficeReferral[]; total: number }>(
        brandPath(
          brand,
          `loyalty/referrals?${new URLSearchParams({
            ...(state ? { state } : {}),
            pageNo: String(page),
            pageSize: String(PAGE_SIZE),
          })}`,
        ),
      ),
    placeholderData: keepPreviousData,
  });
  const reasonText = (reason: string | null) =>
    (reason ?? '')
      .split(',')
      .filter(Boolean)
      .map((code) => (KNOWN_REASONS.includes(code) ? t(`referrals.reasons.${code}`) : code))
      .join(', ');
  return (
    <>
      <h1>{t('referrals.title')}</h1>
      <p>{t('referrals.intro')}</p>
      {notice && (
        <p role="status" className={form.success}>
          {notice}
        </p>
      )}
      <StateFilter
        label={t('referrals.state')}
        value={state}
        options={[
          { value: '' as const, label: t('referrals.all') },
          ...STATES.map((s) => ({ value: s, label: t(`referrals.states.${s}`) })),
        ]}
        onChange={(value) => {
          setState(value);
          setPage(1);
        }}
      />
      <QueryState query={list}>
        {(data) => (
          <PagedRows
            data={data}
            pageSize={PAGE_SIZE}
            page={page}
            onPage={setPage}
            empty={t('referrals.empty')}
            before={<p className={l.muted}>{t('total', { n: data.total })}</p>}
            rowKey={(r) => r.referee}
            columns={[
              { label: t('referrals.referee'), cell: (r) => r.referee },
              { label: t('referrals.referrer'), cell: (r) => r.referrer },
              { label: t('referrals.registered'), cell: (r) => when(r.registeredAt) },
              {
                label: t('referrals.state'),
                cell: (r) => <span className={l.badge}>{t(`referrals.states.${r.state}`)}</span>,
              },
              { label: t('reason'), cell: (r) => reasonText(r.reason) },
              {
                label: t('decidedBy'),
                cell: (r) => (r.decidedBy && r.decidedAt ? `${r.decidedBy} · ${when(r.decidedAt)}` : ''),
              },
              ...(canDecide
                ? [
                    {
                      label: t('referrals.override'),
                      wide: true,
                      // Keyed by the state: a decided row starts with its form closed.
                      cell: (r: OfficeReferral) => (
                        <Override key={r.state} brand={brand} referral={r} notify={setNotice} />
                      ),
                    },
                  ]
                : []),
            ]}
          />
        )}
      </QueryState>
    </>
  );
}

/** Reward (refused or expired) or refuse (pending) one referral; nothing to do for a rewarded one. */
function Override({
  brand,
  referral: r,
  notify,
}: {
  brand: string;
  referral: OfficeReferral;
  notify: (text: string) => void;
}) {
  const t = useT('loyalty');
  if (r.state === 'rewarded') return null;
  const action = r.state === 'pending' ? 'refuse' : 'reward';
  return (
    <details>
      <summary>{t(`referrals.${action}Open`, { referee: r.referee })}</summary>
      <ReasonForm<{ state: string }>
        path={brandPath(brand, `loyalty/referrals/${encodeURIComponent(r.referee)}`)}
        actions={[{ action, label: t(`referrals.${action}`), primary: action === 'reward' }]}
        onDone={() => notify(t(`referrals.done.${action}`, { referee: r.referee, referrer: r.referrer }))}
      />
    </details>
  );
}
