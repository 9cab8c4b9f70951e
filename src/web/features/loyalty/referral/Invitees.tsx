import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/web/lib/use-format';
import { dataTable } from '@/web/ui/data-table.css';
import { Pager } from '@/web/ui/Pager';
import { Empty } from '@/web/ui/States';
import type { Invitee, InviteeState, Referral } from '../api/engage';
import * as css from '../loyalty.css';

const TONE: Record<InviteeState, keyof typeof css.tone> = {
  pending: 'waiting',
  rewarded: 'good',
  expired: 'neutral',
  refused: 'bad',
};

/** The friends who registered with the link (names masked by the server), their progress and the rewards. */
export function Invitees({
  data,
  pageNo,
  onPage,
}: {
  data: Referral;
  pageNo: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('loyalty');
  return (
    <section className={css.page} aria-labelledby="referral-invitees">
      <div className={css.spread}>
        <h2 id="referral-invitees" className={css.heading}>
          {t('referral.invitees')}
        </h2>
        <span className={css.muted}>{t('referral.inviteesCount', { count: data.total })}</span>
      </div>
      {data.invitees.length === 0 ? (
        <Empty text={t('referral.noInvitees')} />
      ) : (
        <>
          <div className={css.tableWrap}>
            <table className={dataTable}>
              <caption className={css.visuallyHidden}>{t('referral.invitees')}</caption>
              <thead>
                <tr>
                  <th>{t('referral.friend')}</th>
                  <th>{t('referral.registered')}</th>
                  <th data-align="end">{t('referral.deposit')}</th>
                  <th data-align="end">{t('referral.bet')}</th>
                  <th>{t('referral.deadline')}</th>
                  <th>{t('referral.status')}</th>
                  <th>{t('referral.reward')}</th>
                </tr>
              </thead>
              <tbody>
                {data.invitees.map((invitee) => (
                  <InviteeRow key={`${invitee.name}-${invitee.registeredAt}`} invitee={invitee} />
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={pageNo} total={data.totalPages} onPage={onPage} />
        </>
      )}
    </section>
  );
}

function InviteeRow({ invitee }: { invitee: Invitee }) {
  const { t } = useTranslation('loyalty');
  const format = useFormat();
  const met = (ok: boolean) => (
    <div className={css.muted}>{ok ? `✓ ${t('referral.met')}` : t('referral.notMet')}</div>
  );
  return (
    <tr data-testid="invitee">
      <td data-label={t('referral.friend')}>
        <bdi>{invitee.name}</bdi>
      </td>
      <td data-label={t('referral.registered')}>{format.date(invitee.registeredAt)}</td>
      <td data-label={t('referral.deposit')} data-align="end">
        {invitee.firstDeposit ? format.money(invitee.firstDeposit) : '—'}
        {met(invitee.depositMet)}
      </td>
      <td data-label={t('referral.bet')} data-align="end">
        {format.money(invitee.validBet)}
        {met(invitee.validBetMet)}
      </td>
      <td data-label={t('referral.deadline')}>{format.dateTime(invitee.deadline)}</td>
      <td data-label={t('referral.status')}>
        <span className={css.tone[TONE[invitee.state]]}>{t(`referral.state.${invitee.state}`)}</span>
      </td>
      <td data-label={t('referral.reward')}>
        {invitee.reward ? (
          <>
            {format.money(invitee.reward.amount)}
            <div className={css.muted}>
              {invitee.reward.status === 'claimable' ? (
                <Link to="/member" search={{ page: 'rewardCenter' }}>
                  {t('referral.rewardState.claimable')}
                </Link>
              ) : (
                t('referral.rewardState.credited')
              )}
            </div>
          </>
        ) : (
          '—'
        )}
      </td>
    </tr>
  );
}
