import type { TFunction } from 'i18next';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Format } from '@/core/format';
import { CRASH_TIMING, HOUSE_EDGE_BP } from '@/core/originals-config';
import { LIMBO_MAX_TARGET } from '@/core/originals-games';
import { fromMinor, toMinor } from '@/web/lib/money-format';
import { useFormat } from '@/web/lib/use-format';
import { cashOutCrash, placeCrashBet } from '../api/crash';
import type { CrashConfig, HistoryItem } from '../api/types';
import { AmountField } from '../components/AmountField';
import { ActionButton, Rules } from '../components/bits';
import { useGame } from '../components/context';
import { GameFrame } from '../components/GameFrame';
import { NumberField } from '../components/NumberField';
import * as ocss from '../components/originals.css';
import { useErrorText } from '../components/use-instant-bet';
import { fairnessHref } from '../fairness-link';
import { useSpaceKey } from '../use-hotkey';
import { CrashGraph } from './CrashGraph';
import * as css from './crash.css';
import { elapsedFor, multiplierAt } from './crash-model';
import { clamp, num, round as roundTo, rtpOfEdge } from './odds';
import { useCrashRound } from './use-crash-round';

interface MyBet {
  roundId: string;
  amount: string;
  cashedOut: { multiplier: number; payout: string } | null;
}

/**
 * Crash: one shared round for every player of the brand. Bet while the round is open; the multiplier climbs until
 * it crashes; cash out (or let the auto cash-out do it) before that.
 */
export function CrashGame() {
  const { t } = useTranslation('originals');
  const format = useFormat();
  const { session, amount, amountCheck, settled, minorUnits, money } = useGame();
  const errorText = useErrorText();
  // The crash screen's session carries the crash configuration.
  const config = session.config as Partial<CrashConfig>;
  const growth = num(config.growthPer10ms, CRASH_TIMING.growthPer10ms);
  const bettingMs = num(config.bettingMs, CRASH_TIMING.bettingMs);
  const rtp = rtpOfEdge(HOUSE_EDGE_BP.crash);
  const { round, setRound, history, now, phase } = useCrashRound(session.session);
  const [myBet, setMyBet] = useState<MyBet | null>(null);
  const [queued, setQueued] = useState(false);
  const [autoOn, setAutoOn] = useState(false);
  const [auto, setAuto] = useState(2);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const placeBet = useCallback(async () => {
    if (!amountCheck.ok) {
      setError(t(`amountError.${amountCheck.error}`, amountCheck.params));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await placeCrashBet(session.session, amount.trim(), autoOn ? auto : null);
      setMyBet({ roundId: answer.roundId, amount: answer.amount, cashedOut: null });
      setRound((current) =>
        current && current.roundId === answer.roundId && !current.bets.some((b) => b.mine)
          ? {
              ...current,
              bets: [
                ...current.bets,
                {
                  player: t('crash.you'),
                  mine: true,
                  amount: answer.amount,
                  autoCashout: answer.autoCashout,
                  cashout: null,
                  payout: null,
                  status: 'playing',
                },
              ],
            }
          : current,
      );
      settled({ balance: answer.balance });
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  }, [amount, amountCheck, auto, autoOn, errorText, session.session, settled, t, setRound]);

  // A bet queued during a running round goes in as soon as the next round opens.
  useEffect(() => {
    if (queued && phase === 'betting' && !busy) {
      setQueued(false);
      void placeBet();
    }
  }, [queued, phase, busy, placeBet]);

  // My bet in the live round (also after a reload: the server marks it `mine`).
  const listed = round?.bets.find((b) => b.mine);
  const liveBet: MyBet | null =
    round && myBet?.roundId === round.roundId
      ? myBet
      : round && listed
        ? { roundId: round.roundId, amount: listed.amount, cashedOut: null }
        : null;
  const cashedOut =
    liveBet?.cashedOut ??
    (listed?.cashout && listed.payout ? { multiplier: listed.cashout, payout: listed.payout } : null);

  // An automatic cash-out (or a crash) settles the bet on the server: the bet list follows.
  const settledKey =
    round && liveBet && (cashedOut || phase === 'crashed')
      ? `${round.roundId}:${phase}:${!!cashedOut}`
      : null;
  useEffect(() => {
    if (settledKey) settled({ refresh: true });
  }, [settledKey, settled]);

  const cashOut = async () => {
    if (!liveBet || cashedOut || busy) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await cashOutCrash(session.session, liveBet.roundId);
      setMyBet({ ...liveBet, cashedOut: { multiplier: answer.multiplier, payout: answer.payout } });
      settled({ balance: answer.balance });
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const elapsed = phase === 'running' && round?.takeoffAt ? Math.max(0, now - round.takeoffAt) : 0;
  const serverM = round?.multiplier ?? 1;
  const live =
    phase === 'running'
      ? Math.max(serverM, Math.min(multiplierAt(elapsed, growth), serverM * growth ** 40))
      : phase === 'crashed'
        ? (round?.crashPoint ?? serverM)
        : 1;
  const graphElapsed = phase === 'betting' ? 0 : elapsedFor(live, growth);
  const countdown = phase === 'betting' && round?.bettingEndsAt ? Math.max(0, round.bettingEndsAt - now) : 0;

  const canCashOut = phase === 'running' && liveBet !== null && !cashedOut;
  const betThisRound = phase === 'betting' && !liveBet && countdown > 150;
  const primary = () => {
    if (busy) return;
    if (canCashOut) void cashOut();
    else if (betThisRound) void placeBet();
    else if (!(liveBet && phase === 'betting')) setQueued((q) => !q);
  };
  useSpaceKey(primary, !busy);

  const stake = liveBet ? toMinor(liveBet.amount, minorUnits) : 0n;
  const cashValue = fromMinor((stake * BigInt(Math.floor(live * 100))) / 100n, minorUnits);

  const sortedBets = [...(round?.bets ?? [])].sort((a, b) =>
    a.mine ? -1 : b.mine ? 1 : Number(toMinor(b.amount, minorUnits) - toMinor(a.amount, minorUnits)),
  );
  const recentRounds = history.slice(0, 14);

  const stage = (
    <div className={css.stage}>
      <ul className={css.history} aria-label={t('crash.history')}>
        {recentRounds.map((r) => {
          const point = r.crashPoint;
          return (
            <li key={r.roundId}>
              <a
                className={css.historyLink}
                data-high={point >= 2 || undefined}
                data-moon={point >= 10 || undefined}
                href={fairnessHref({ game: 'crash', hash: r.hash })}
                aria-label={t('crash.verifyPoint', { multiplier: format.multiplier(point) })}
                target="_blank"
                rel="noopener"
              >
                {format.multiplier(point)}
              </a>
            </li>
          );
        })}
      </ul>
      <div className={css.graphArea}>
        <CrashGraph
          elapsedMs={graphElapsed}
          multiplier={live}
          rate={Math.log(growth) / 10}
          phase={phase}
          label={t('crash.graph')}
        />
        <div className={css.center}>
          {phase === 'betting' ? (
            <>
              <span className={css.phaseText}>{t('crash.startsIn')}</span>
              <span className={css.multiplier} data-phase="betting" data-testid="crash-countdown">
                {format.fixed(countdown / 1000, 1)}s
              </span>
              <div className={css.countdown} aria-hidden="true">
                <div
                  className={css.countdownBar}
                  style={{ transform: `scaleX(${clamp(countdown / bettingMs, 0, 1)})` }}
                />
              </div>
            </>
          ) : (
            <>
              <span
                className={css.multiplier}
                data-phase={phase}
                data-cashed={cashedOut ? true : undefined}
                data-testid="crash-multiplier"
              >
                {format.multiplier(live)}
              </span>
              <span className={css.phaseText}>
                {phase === 'crashed'
                  ? t('crash.crashed')
                  : cashedOut
                    ? t('crash.cashedAt', { multiplier: format.multiplier(cashedOut.multiplier) })
                    : t('crash.flying')}
              </span>
            </>
          )}
        </div>
      </div>
      <p className={ocss.visuallyHidden} aria-live="polite">
        {phase === 'crashed'
          ? t('crash.crashedAt', { multiplier: format.multiplier(live) })
          : cashedOut
            ? t('youWon', { amount: money(cashedOut.payout) })
            : ''}
      </p>
    </div>
  );

  const actionLabel = canCashOut
    ? {
        kind: 'cashout' as const,
        label: t('cashOut'),
        sub: `${money(cashValue)} · ${format.multiplier(live)}`,
      }
    : betThisRound
      ? { kind: 'bet' as const, label: t('bet'), sub: undefined }
      : queued
        ? { kind: 'queued' as const, label: t('crash.cancelQueued'), sub: t('crash.queued') }
        : liveBet && phase === 'betting'
          ? { kind: 'queued' as const, label: t('crash.betPlaced'), sub: t('crash.waiting') }
          : { kind: 'bet' as const, label: t('crash.betNext'), sub: undefined };

  const controls = (
    <>
      <AmountField disabled={!!liveBet && !cashedOut && phase !== 'crashed'} />
      <label className={css.toggleRow}>
        <input
          type="checkbox"
          className={css.checkbox}
          checked={autoOn}
          onChange={(event) => setAutoOn(event.target.checked)}
        />
        {t('crash.autoCashOut')}
      </label>
      {autoOn && (
        <NumberField
          label={t('crash.autoAt')}
          value={auto}
          digits={2}
          suffix="×"
          onCommit={(v) =>
            setAuto(clamp(roundTo(v, 2), num(config.minAutoCashout, 1.01), LIMBO_MAX_TARGET / 100))
          }
        />
      )}
      <ActionButton
        kind={actionLabel.kind}
        label={actionLabel.label}
        sub={actionLabel.sub}
        onClick={primary}
        disabled={busy || (!!liveBet && phase === 'betting')}
        error={error}
        testId={canCashOut ? 'cashout-button' : 'bet-button'}
        hint={!queued}
      />
      <div className={css.players}>
        <div className={css.playersHead}>
          <span>{t('crash.players', { count: sortedBets.length })}</span>
          <span>
            {money(
              fromMinor(
                sortedBets.reduce((sum, b) => sum + toMinor(b.amount, minorUnits), 0n),
                minorUnits,
              ),
            )}
          </span>
        </div>
        <div className={ocss.tableWrap} style={{ maxHeight: 260, overflowY: 'auto' }}>
          <table className={ocss.table}>
            <caption className={ocss.visuallyHidden}>{t('crash.playersCaption')}</caption>
            <thead>
              <tr>
                <th className={ocss.th} scope="col">
                  {t('crash.player')}
                </th>
                <th className={`${ocss.th} ${ocss.num}`} scope="col">
                  {t('col.bet')}
                </th>
                <th className={`${ocss.th} ${ocss.num}`} scope="col">
                  {t('col.multiplier')}
                </th>
                <th className={`${ocss.th} ${ocss.num}`} scope="col">
                  {t('col.payout')}
                </th>
              </tr>
            </thead>
            <tbody>
              {sortedBets.map((bet, i) => {
                const at = bet.cashout ?? null;
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: bets of a round have no id in the stream
                  <tr key={`${bet.player}-${bet.amount}-${i}`} className={bet.mine ? css.mine : undefined}>
                    <td className={ocss.td}>{bet.mine ? t('crash.you') : bet.player}</td>
                    <td className={`${ocss.td} ${ocss.num}`}>{money(bet.amount)}</td>
                    <td className={`${ocss.td} ${ocss.num} ${at ? ocss.positive : ''}`}>
                      {at ? format.multiplier(at) : phase === 'crashed' ? '✕' : '—'}
                    </td>
                    <td className={`${ocss.td} ${ocss.num} ${at ? ocss.positive : ''}`}>
                      {bet.payout && at ? money(bet.payout) : '—'}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </div>
    </>
  );

  return (
    <GameFrame
      stageLabel={t('games.crash')}
      stage={stage}
      controls={controls}
      outcomeText={describeCrash}
      rules={
        <Rules>
          <p>{t('crash.rules1')}</p>
          <p>{t('crash.rules2')}</p>
          <p>{t('crash.rules3', { rtp: format.fixed(rtp * 100, 2) })}</p>
        </Rules>
      }
    />
  );
}

export function describeCrash(item: HistoryItem, t: TFunction<'originals'>, format: Format): string {
  const o = (item.outcome ?? {}) as { crashPoint?: number | null; cashout?: number | null };
  return [
    o.cashout ? t('crash.describeCashOut', { at: format.multiplier(o.cashout) }) : null,
    o.crashPoint ? t('crash.describePoint', { point: format.multiplier(o.crashPoint) }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}
