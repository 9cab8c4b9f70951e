import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import type { OfficeReferral, ReferralState } from '@/core/api/office-loyalty';
import { dataTable } from '@/web/ui/data-table.css';
import * as form from '@/web/ui/form.css';
import { Pager } from '@/web/ui/Pager';
import { brandPath, officeApi } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { allows, brandOf, useMe } from '../../lib/session';
import * as css from '../../shell/office.css';
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
        {(data) =>
          data.list.length === 0 ? (
            <p>{t('referrals.empty')}</p>
          ) : (
            <>
              <p className={l.muted}>{t('total', { n: data.total })}</p>
              <div className={css.tableWrap}>
                <table className={dataTable}>
                  <caption className={form.visuallyHidden}>{t('referrals.title')}</caption>
                  <thead>
                    <tr>
                      <th>{t('referrals.referee')}</th>
                      <th>{t('referrals.referrer')}</th>
                      <th>{t('referrals.registered')}</th>
                      <th>{t('referrals.state')}</th>
                      <th>{t('reason')}</th>
                      <th>{t('decidedBy')}</th>
                      {canDecide && <th>{t('referrals.override')}</th>}
                    </tr>
                  </thead>
                  <tbody>
                    {data.list.map((r) => (
                      <tr key={r.referee} data-testid="office-referral">
                        <td data-label={t('referrals.referee')}>{r.referee}</td>
                        <td data-label={t('referrals.referrer')}>{r.referrer}</td>
                        <td data-label={t('referrals.registered')}>{when(r.registeredAt)}</td>
                        <td data-label={t('referrals.state')}>
                          <span className={l.badge}>{t(`referrals.states.${r.state}`)}</span>
                        </td>
                        <td data-label={t('reason')}>{reasonText(r.reason)}</td>
                        <td data-label={t('decidedBy')}>
                          {r.decidedBy && r.decidedAt ? `${r.decidedBy} · ${when(r.decidedAt)}` : ''}
                        </td>
                        {canDecide && (
                          <td data-label={t('referrals.override')} data-wide="">
                            <Override key={r.state} brand={brand} referral={r} notify={setNotice} />
                          </td>
                        )}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <Pager page={page} total={Math.ceil(data.total / PAGE_SIZE)} onPage={setPage} />
            </>
          )
        }
      </QueryState>
    </>
  );
}

/**
 * Reward (refused or expired) or refuse (pending) one referral; nothing to do for a rewarded one. Keyed by the
 * state where it is used, so a decided row starts with its form closed.
 */
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
