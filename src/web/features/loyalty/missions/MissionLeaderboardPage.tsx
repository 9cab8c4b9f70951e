import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/web/lib/use-error-text';
import { useFormat } from '@/web/lib/use-format';
import { button } from '@/web/ui/button.css';
import { Empty, ErrorMessage, Loading } from '@/web/ui/States';
import { claimMission, type Mission, useMissions } from '../api/engage';
import { newKey, useLoyaltyChanged } from '../api/keys';
import * as css from '../loyalty.css';
import { Leaderboards } from './Leaderboards';

const PERIODS: Mission['period'][] = ['daily', 'weekly', 'once'];
/** Tasks whose target and progress are amounts of money (the others count rounds or days). */
const MONEY_TASKS = new Set(['valid_bet', 'deposit']);

/** Member center missionLeaderboard: missions by period with progress and claim, then the leaderboards. */
export function MissionLeaderboardPage() {
  const { t } = useTranslation('loyalty');
  const errorText = useErrorText().of;
  const missions = useMissions();
  const [done, setDone] = useState<string | null>(null);
  return (
    <div className={css.page}>
      <h1 className={css.title}>{t('missions.title')}</h1>
      <p className={css.muted}>{t('missions.intro')}</p>
      <p role="status" className={done ? css.notice : css.visuallyHidden}>
        {done}
      </p>
      <section className={css.page} aria-labelledby="missions-title">
        <h2 id="missions-title" className={css.heading}>
          {t('missions.missionsTitle')}
        </h2>
        {missions.isPending ? (
          <Loading />
        ) : missions.isError ? (
          <ErrorMessage text={errorText(missions.error)} onRetry={() => void missions.refetch()} />
        ) : missions.data.missions.length === 0 ? (
          <Empty text={t('missions.empty')} />
        ) : (
          PERIODS.map((period) => {
            const list = missions.data.missions.filter((m) => m.period === period);
            if (list.length === 0) return null;
            return (
              <section key={period} className={css.page} aria-labelledby={`missions-${period}`}>
                <h3 id={`missions-${period}`} className={css.subheading}>
                  {t(`missions.period.${period}`)}
                </h3>
                <ul className={css.list}>
                  {list.map((mission) => (
                    <li key={`${mission.id}-${mission.periodKey}`}>
                      <MissionRow mission={mission} onDone={setDone} />
                    </li>
                  ))}
                </ul>
              </section>
            );
          })
        )}
      </section>
      <Leaderboards />
    </div>
  );
}

function MissionRow({ mission, onDone }: { mission: Mission; onDone: (text: string) => void }) {
  const { t } = useTranslation('loyalty');
  const format = useFormat();
  const errorText = useErrorText().of;
  const changed = useLoyaltyChanged();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const key = useRef<string | null>(null);
  const money = MONEY_TASKS.has(mission.task.type);
  const show = (value: string) => (money ? format.money(value) : format.number(value));
  const percent = Math.max(0, Math.min(100, mission.percent));
  const value = t('progressValue', { done: show(mission.progress), target: show(mission.target) });
  const id = `mission-${mission.id}`;

  const claim = async () => {
    key.current ??= newKey();
    setBusy(true);
    setError(null);
    try {
      const { bonus } = await claimMission(mission.id, key.current);
      key.current = null;
      onDone(
        /[1-9]/.test(bonus.turnoverRequired)
          ? t('creditedTurnover', {
              amount: format.money(bonus.amount),
              turnover: format.money(bonus.turnoverRequired),
            })
          : t('credited', { amount: format.money(bonus.amount) }),
      );
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
      void changed();
    }
  };

  return (
    <article className={css.row} aria-labelledby={id} data-testid="mission">
      <div className={css.spread}>
        <h4 id={id} className={css.cardTitle}>
          {mission.title}
        </h4>
        <span className={css.tone[mission.state === 'in_progress' ? 'waiting' : 'good']}>
          {t(`missions.state.${mission.state}`)}
        </span>
      </div>
      {mission.description && <p className={css.muted}>{mission.description}</p>}
      <div className={css.progress}>
        <div className={css.spread}>
          <span>{t('missions.progress')}</span>
          <span className={css.muted}>{value}</span>
        </div>
        <div
          className={css.progressTrack}
          role="progressbar"
          aria-label={mission.title}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={value}
        >
          <div
            className={`${css.progressBar} ${percent >= 100 ? css.progressDone : ''}`}
            style={{ inlineSize: `${percent}%` }}
          />
        </div>
      </div>
      <div className={css.spread}>
        <span>
          {t('missions.reward')}: <strong>{format.money(mission.reward.amount)}</strong>
        </span>
        {mission.state === 'claimable' ? (
          <button type="button" className={button.primary} disabled={busy} onClick={() => void claim()}>
            {busy ? t('working') : t('claimAmount', { amount: format.money(mission.reward.amount) })}
          </button>
        ) : mission.state === 'claimed' && mission.claimedAt ? (
          <span className={css.muted}>
            {t('missions.claimedAt', { date: format.dateTime(mission.claimedAt) })}
          </span>
        ) : mission.endsAt ? (
          <span className={css.muted}>{t('missions.endsAt', { date: format.dateTime(mission.endsAt) })}</span>
        ) : null}
      </div>
      {error && (
        <p role="alert" className={css.muted}>
          {error}
        </p>
      )}
    </article>
  );
}
