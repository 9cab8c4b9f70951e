import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { BetLine, LinkedAccount, PlayerEngagement, PlayerSessions } from '@/core/api/office-players';
import { dataTable } from '@/web/ui/data-table.css';
import { Pager } from '@/web/ui/Pager';
import { officeApi } from '../../lib/api';
import { useT } from '../../lib/i18n';
import * as css from '../../shell/office.css';
import { QueryState } from '../../shell/QueryState';
import { Section, usePlayer, when } from './player-lib';
import * as local from './players.css';

const PAGE_SIZE = 20;

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
  const { brand, id, path } = usePlayer();
  const [page, setPage] = useState(1);
  const bets = useQuery({
    queryKey: ['office', brand, 'player', id, 'bets', page],
    queryFn: () =>
      officeApi<{ list: BetLine[]; total: number }>(path(`/bets?pageNo=${page}&pageSize=${PAGE_SIZE}`)),
    placeholderData: keepPreviousData,
  });
  return (
    <Section id="bets" title={t('section.bets')}>
      <QueryState query={bets}>
        {(data) =>
          data.list.length === 0 ? (
            <p>{t('noBets')}</p>
          ) : (
            <>
              <div className={css.tableWrap}>
                <table className={dataTable}>
                  <thead>
                    <tr>
                      <th>{t('at')}</th>
                      <th>{t('game')}</th>
                      <th data-align="end">{t('stake')}</th>
                      <th data-align="end">{t('payout')}</th>
                      <th>{t('status')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.list.map((b) => (
                      <tr key={b.id}>
                        <td data-label={t('at')}>{when(b.at)}</td>
                        <td data-label={t('game')}>
                          {b.vendor} {b.game ?? ''}
                        </td>
                        <td data-label={t('stake')} data-align="end">
                          {b.amount}
                        </td>
                        <td data-label={t('payout')} data-align="end">
                          {b.payout}
                        </td>
                        <td data-label={t('status')}>{b.status}</td>
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
    </Section>
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
              <div className={css.tableWrap}>
                <table className={dataTable}>
                  <thead>
                    <tr>
                      <th>{t('at')}</th>
                      <th>{t('ip')}</th>
                      <th>{t('device')}</th>
                      <th>{t('lastSeen')}</th>
                      <th>{t('status')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {d.sessions.map((s) => (
                      <tr key={s.createdAt}>
                        <td data-label={t('at')}>{when(s.createdAt)}</td>
                        <td data-label={t('ip')}>{s.ip ?? ''}</td>
                        <td data-label={t('device')} data-wide="">
                          {s.userAgent ?? ''}
                        </td>
                        <td data-label={t('lastSeen')}>{when(s.lastSeenAt)}</td>
                        <td data-label={t('status')}>{s.live ? t('live') : t('ended')}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <p>{t('devices', { count: d.devices.length })}</p>
            </>
          )
        }
      </QueryState>
    </Section>
  );
}
