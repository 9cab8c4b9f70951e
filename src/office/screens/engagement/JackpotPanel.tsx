import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { JackpotPool, JackpotView } from '@/core/api/office-runs';
import * as form from '@/web/ui/form.css';
import { brandPath, officeApi, officePost } from '../../lib/api';
import { useT } from '../../lib/i18n';
import * as office from '../../shell/office.css';
import { QueryState } from '../../shell/QueryState';
import { ActionForm } from '../agents/ActionForm';
import * as css from './runs.css';

const when = (iso: string) => new Date(iso).toLocaleString(document.documentElement.lang);

/**
 * The brand's jackpot pool: its stored sums (balance, seeds, contributions, wins, last win) beside the
 * jackpot-explain recomputation from the ledger (seeds + contributions − wins = balance), a difference flagged;
 * "run now" (loyalty.decide) funds and draws with a reason, as `npm run ops -- jackpot-run`.
 */
export function JackpotPanel({ brand, canAct }: { brand: string; canAct: boolean }) {
  const t = useT('runs');
  const client = useQueryClient();
  const key = ['office', brand, 'jackpot'];
  const query = useQuery({
    queryKey: key,
    queryFn: () => officeApi<JackpotView>(brandPath(brand, 'jackpot')),
  });
  return (
    <section className={office.card} aria-labelledby="jackpot-title">
      <h2 id="jackpot-title">{t('jackpot.title')}</h2>
      <QueryState query={query}>
        {(data) => (
          <>
            {data.config ? (
              <p className={css.muted}>
                {t('jackpot.config', {
                  seed: data.config.seed,
                  share: (data.config.contributionBp / 100).toFixed(2),
                  oneIn: data.config.oneIn.toLocaleString(document.documentElement.lang),
                  minStake: data.config.minStake,
                })}
              </p>
            ) : (
              <p>{t('jackpot.disabled')}</p>
            )}
            {data.pools.map((pool) => (
              <Pool key={pool.currency} pool={pool} />
            ))}
            {canAct && (
              <ActionForm
                label={t('jackpot.run')}
                submit={t('jackpot.run')}
                run={(v) =>
                  officePost<{ processed: number; wins: number; jackpot: JackpotView }>(
                    brandPath(brand, 'jackpot/run'),
                    { reason: v.reason },
                  )
                }
                done={(r) => {
                  client.setQueryData(key, r.jackpot);
                  return t('jackpot.ran', { stakes: r.processed, wins: r.wins });
                }}
              />
            )}
            {canAct && <p className={form.hint}>{t('jackpot.runHint')}</p>}
          </>
        )}
      </QueryState>
    </section>
  );
}

function Pool({ pool }: { pool: JackpotPool }) {
  const t = useT('runs');
  const e = pool.explain;
  const row = (label: string, value: string, text = false) => [
    <dt key={`${label}-t`}>{label}</dt>,
    <dd key={`${label}-d`} className={text ? css.figureText : css.figure}>
      {value}
    </dd>,
  ];
  return (
    <div className={css.columns}>
      <div>
        <h3>{t('jackpot.pool', { currency: pool.currency })}</h3>
        <dl className={css.figures} data-testid="jackpot-pool">
          {row(t('jackpot.balance'), pool.balance)}
          {row(t('jackpot.seeded'), pool.seeded)}
          {row(t('jackpot.contributed'), pool.contributed)}
          {row(t('jackpot.paid'), pool.paid)}
          {row(t('jackpot.wins'), String(pool.wins))}
          {row(t('jackpot.pending'), String(pool.pendingEvents))}
          {row(
            t('jackpot.lastWin'),
            pool.lastWin
              ? t('jackpot.lastWinText', {
                  amount: pool.lastWin.amount,
                  name: pool.lastWin.username,
                  when: when(pool.lastWin.at),
                })
              : t('jackpot.noWin'),
            true,
          )}
        </dl>
      </div>
      <div>
        <h3>{t('jackpot.explain')}</h3>
        <dl className={css.figures} data-testid="jackpot-explain">
          {row(t('jackpot.seeded'), e.seeded)}
          {row(t('jackpot.contributed'), e.contributed)}
          {row(t('jackpot.paid'), e.paid)}
          {row(t('jackpot.expected'), e.expected)}
          {row(t('jackpot.difference'), e.difference)}
        </dl>
        <p>
          <span className={e.ok ? css.badgeOk : css.badgeBad} data-testid="jackpot-verdict">
            {e.ok ? t('jackpot.agrees') : t('jackpot.differs')}
          </span>
        </p>
        {e.problems.length > 0 && (
          <ul className={css.problems} aria-label={t('jackpot.problems')}>
            {e.problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
