import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { BetLine, LinkedAccount, PlayerEngagement, PlayerSessions } from '@/core/api/office-players';
import { officeApi } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { DataTable } from '../../shell/DataTable';
import { QueryState } from '../../shell/QueryState';
import { PagedSection } from './PagedSection';
import { Section, usePlayer, when } from './player-lib';
import * as local from './players.css';

/** What the player did: bets, bonuses and referrals, sessions and devices, and the accounts linked to theirs. */
export function ActivitySections() {
  return (
    <>
      <Bets />
      <div className={local.sections}>
        <Engagement />
        <Linked />
      </div>
      <Sessions />
    </>
  );
}

function Bets() {
  const t = useT('players');
  return (
    <PagedSection<BetLine>
      list="bets"
      title={t('section.bets')}
      empty={t('noBets')}
      rowKey={(r) => r.id}
      columns={[
        { label: t('at'), cell: (b) => when(b.at) },
        { label: t('game'), cell: (b) => `${b.vendor} ${b.game ?? ''}` },
        { label: t('stake'), end: true, cell: (b) => b.amount },
        { label: t('payout'), end: true, cell: (b) => b.payout },
        { label: t('status'), cell: (b) => b.status },
      ]}
    />
  );
}

function Engagement() {
  const t = useT('players');
  const { brand, id, path } = usePlayer();
  const data = useQuery({
    queryKey: ['office', brand, 'player', id, 'engagement'],
    queryFn: () => officeApi<PlayerEngagement>(path('/engagement')),
  });
  return (
    <Section id="engagement" title={t('section.engagement')}>
      <QueryState query={data}>
        {(e) => (
          <>
            <h3>{t('bonuses')}</h3>
            {e.bonuses.length === 0 ? (
              <p>{t('noBonuses')}</p>
            ) : (
              <ul>
                {e.bonuses.map((b) => (
                  <li key={b.id}>
                    {b.promotion}: {b.amount} · {b.open ? t('bonusOpen') : b.status} · {when(b.createdAt)}
                  </li>
                ))}
              </ul>
            )}
            <h3>{t('referrals', { count: e.referrals.count })}</h3>
            {e.referrals.recent.length > 0 && (
              <ul>
                {e.referrals.recent.map((r) => (
                  <li key={r.username}>
                    {r.username} · {when(r.createdAt)}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </QueryState>
    </Section>
  );
}

function Linked() {
  const t = useT('players');
  const { brand, id, path } = usePlayer();
  const data = useQuery({
    queryKey: ['office', brand, 'player', id, 'linked'],
    queryFn: () => officeApi<{ list: LinkedAccount[] }>(path('/linked')),
  });
  return (
    <Section id="linked" title={t('section.linked')}>
      <QueryState query={data}>
        {(d) =>
          d.list.length === 0 ? (
            <p>{t('noLinked')}</p>
          ) : (
            <ul>
              {d.list.map((l) => (
                <li key={`${l.id}-${l.via}-${l.value}`}>
                  <Link to={`/office/$brand/players/${l.id}` as '/office/$brand'} params={{ brand }}>
                    {l.username}
                  </Link>{' '}
                  · {t(`via.${l.via}`)}: {l.value} · {t(`state.${l.status}`)}
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </Section>
  );
}

function Sessions() {
  const t = useT('players');
  const { brand, id, path } = usePlayer();
  const data = useQuery({
    queryKey: ['office', brand, 'player', id, 'sessions'],
    queryFn: () => officeApi<PlayerSessions>(path('/sessions')),
  });
  return (
    <Section id="sessions" title={t('section.sessions')}>
      <QueryState query={data}>
        {(d) =>
          d.sessions.length === 0 ? (
            <p>{t('noSessions')}</p>
          ) : (
            <>
              <DataTable
                rows={d.sessions}
                rowKey={(s) => s.createdAt}
                columns={[
                  { label: t('at'), cell: (s) => when(s.createdAt) },
                  { label: t('ip'), cell: (s) => s.ip ?? '' },
                  { label: t('device'), wide: true, cell: (s) => s.userAgent ?? '' },
                  { label: t('lastSeen'), cell: (s) => when(s.lastSeenAt) },
                  { label: t('status'), cell: (s) => (s.live ? t('live') : t('ended')) },
                ]}
              />
              <p>{t('devices', { count: d.devices.length })}</p>
            </>
          )
        }
      </QueryState>
    </Section>
  );
}
