import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { DRAW_FILTERS, type OfficeDraw, type OriginalRtp } from '@/core/api/office-agents';
import { dataTable } from '@/web/ui/data-table.css';
import * as form from '@/web/ui/form.css';
import { Pager } from '@/web/ui/Pager';
import { brandPath, officeApi, officePost } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { allows, brandOf, useMe } from '../../lib/session';
import * as office from '../../shell/office.css';
import { QueryState } from '../../shell/QueryState';
import { ActionForm } from '../agents/ActionForm';
import * as css from '../agents/agents.css';

const PAGE_SIZE = 20;
/** The in-house games' product names (the same in every language of the console; the player site translates them). */
const GAME_NAMES: Record<OriginalRtp['game'], string> = {
  crash: 'Crash',
  dice: 'Dice',
  limbo: 'Limbo',
  mines: 'Mines',
  plinko: 'Plinko',
  'slot-lanterns': 'Lucky Lanterns',
  'slot-fruits': 'Neon Fruits',
  'slot-pearls': 'Dragon Pearls',
};
const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString(document.documentElement.lang) : '—';

/**
 * Lottery & originals: the brand's lottery draws (commitment published before, seed revealed after, result),
 * voiding an open draw with a reason (games.act; the ops lottery-void call), and the in-house games' observed RTP
 * from settled rounds beside the configured one.
 */
export function GamesPage() {
  const t = useT('agents');
  const { brand } = useParams({ from: '/office/$brand' });
  const canAct = allows(brandOf(useMe(), brand), 'games.act');
  const [status, setStatus] = useState<(typeof DRAW_FILTERS)[number]>('open');
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState('');
  const draws = useQuery({
    queryKey: ['office', brand, 'games', 'draws', status, page],
    queryFn: () =>
      officeApi<{ list: OfficeDraw[]; total: number }>(
        brandPath(brand, `games/draws?status=${status}&pageNo=${page}&pageSize=${PAGE_SIZE}`),
      ),
    placeholderData: keepPreviousData,
  });
  const rtp = useQuery({
    queryKey: ['office', brand, 'games', 'rtp'],
    queryFn: () => officeApi<{ list: OriginalRtp[] }>(brandPath(brand, 'games/originals')),
  });
  return (
    <>
      <h1>{t('games.title')}</h1>
      <section className={office.card} aria-labelledby="draws-title">
        <h2 id="draws-title">{t('games.draws')}</h2>
        <p className={form.hint}>{t('games.fairness')}</p>
        <label className={form.field}>
          <span className={form.label}>{t('games.show')}</span>
          <select
            className={office.select}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as typeof status);
              setPage(1);
            }}
          >
            {DRAW_FILTERS.map((s) => (
              <option key={s} value={s}>
                {t(`games.status.${s}`)}
              </option>
            ))}
          </select>
        </label>
        {notice && (
          <p role="status" className={form.success}>
            {notice}
          </p>
        )}
        <QueryState query={draws}>
          {(data) =>
            data.list.length === 0 ? (
              <p>{t('games.noDraws')}</p>
            ) : (
              <>
                <div className={office.cards}>
                  {data.list.map((d) => (
                    <DrawCard key={d.id} brand={brand} draw={d} canAct={canAct} onNotice={setNotice} />
                  ))}
                </div>
                <Pager page={page} total={Math.ceil(data.total / PAGE_SIZE)} onPage={setPage} />
              </>
            )
          }
        </QueryState>
      </section>
      <section className={office.card} aria-labelledby="rtp-title">
        <h2 id="rtp-title">{t('games.rtp')}</h2>
        <p className={form.hint}>{t('games.rtpHint')}</p>
        <QueryState query={rtp}>
          {(data) => (
            <div className={office.tableWrap}>
              <table className={dataTable}>
                <thead>
                  <tr>
                    <th>{t('games.game')}</th>
                    <th>{t('games.configured')}</th>
                    <th>{t('games.days7')}</th>
                    <th>{t('games.days30')}</th>
                    <th>{t('games.all')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((g) => (
                    <tr key={g.game}>
                      <td data-label={t('games.game')}>{GAME_NAMES[g.game]}</td>
                      <td data-label={t('games.configured')}>{g.configured} %</td>
                      {(
                        [
                          ['games.days7', g.days7],
                          ['games.days30', g.days30],
                          ['games.all', g.all],
                        ] as const
                      ).map(([label, w]) => (
                        <td key={label} data-label={t(label)}>
                          {w.rtp === null ? '—' : `${w.rtp} %`}
                          <br />
                          <span className={css.muted}>{t('games.rounds', { count: w.rounds })}</span>
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </QueryState>
      </section>
    </>
  );
}

function DrawCard({
  brand,
  draw: d,
  canAct,
  onNotice,
}: {
  brand: string;
  draw: OfficeDraw;
  canAct: boolean;
  onNotice: (text: string) => void;
}) {
  const t = useT('agents');
  const client = useQueryClient();
  return (
    <article className={office.card} aria-label={`${d.gameName} ${d.drawNo}`}>
      <strong>
        {d.gameName} · {d.drawNo}
      </strong>
      <span className={css.muted}>{d.gameCode}</span>
      <span className={css.badge}>{t(`games.status.${d.status}`)}</span>
      <span className={css.muted}>
        {t('games.drawAt')}: {when(d.drawAt)} · {t('games.bets', { count: d.bets })} · {d.stake} / {d.payout}
      </span>
      <span>{t('games.hash')}</span>
      <code className={css.mono}>{d.seedHash}</code>
      <span>{t('games.seed')}</span>
      <code className={css.mono}>{d.seed ?? t('games.seedHidden')}</code>
      {d.result && (
        <details>
          <summary>{t('games.result')}</summary>
          <ul className={css.list}>
            {Object.entries(d.result).map(([tier, numbers]) => (
              <li key={tier}>
                {tier}: {numbers.join(' ')}
              </li>
            ))}
          </ul>
        </details>
      )}
      {d.voidReason && (
        <span>
          {t('games.voidReason')}: {d.voidReason}
        </span>
      )}
      {canAct && d.status === 'open' && (
        <details>
          <summary>{t('games.void')}</summary>
          <ActionForm
            label={t('games.void')}
            submit={t('games.void')}
            run={(v) =>
              officePost<{ changed: boolean }>(brandPath(brand, `games/draws/${d.id}/void`), {
                reason: v.reason,
              })
            }
            done={(r) => {
              const text = r.changed ? t('games.voided', { draw: d.drawNo }) : t('games.notOpen');
              onNotice(text);
              void client.invalidateQueries({ queryKey: ['office', brand, 'games'] });
              return ''; // said once, above the list (this card leaves the open draws)
            }}
          />
        </details>
      )}
    </article>
  );
}
