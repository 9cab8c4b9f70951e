import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Format } from '@/core/format';
import { HOUSE_EDGE_BP } from '@/core/originals-config';
import { LIMBO_MAX_TARGET, LIMBO_MIN_TARGET, payoutOf } from '@/core/originals-games';
import { fromMinor } from '@/web/lib/money-format';
import { useFormat } from '@/web/lib/use-format';
import type { HistoryItem, InstantBetResult, LimboOutcome } from '../api/types';
import { AmountField } from '../components/AmountField';
import { ActionButton, ReadonlyField, RecentResults, RtpRules, WinBanner } from '../components/bits';
import { useGame } from '../components/context';
import { GameFrame } from '../components/GameFrame';
import { NumberField } from '../components/NumberField';
import * as ocss from '../components/originals.css';
import { useInstantBet } from '../components/use-instant-bet';
import { useSpaceKey } from '../use-hotkey';
import * as css from './limbo.css';
import { clamp, num, round, rtpOfEdge } from './odds';
import { useCountUp } from './use-count-up';

/** The drawn multiplier of an outcome (2.37). */
export const limboResultOf = (outcome: unknown): number | null => {
  const value = (outcome as Partial<LimboOutcome> | null)?.result;
  return value === undefined ? null : Number(value);
};

/** Limbo: pick a target multiplier; the result (1.00× up) wins when it reaches the target. */
export function LimboGame() {
  const { t } = useTranslation('originals');
  const { amountCheck, money, minorUnits, multiplier: times } = useGame();
  const format = useFormat();
  const rtp = rtpOfEdge(HOUSE_EDGE_BP.limbo);
  const [target, setTarget] = useState(2);
  const [shown, setShown] = useState<{ result: InstantBetResult<LimboOutcome>; value: number } | null>(null);
  const [landed, setLanded] = useState(true);
  const [recent, setRecent] = useState<{ key: string; text: string; win: boolean }[]>([]);
  const { bet, busy, error, settle } = useInstantBet<LimboOutcome>({ deferSettle: true });

  const value = useCountUp(shown?.value ?? null, shown?.result.betId ?? null, 900, () => {
    if (!shown) return;
    setLanded(true);
    settle(shown.result);
    const win = /[1-9]/.test(shown.result.payout);
    setRecent((items) =>
      items[0]?.key === shown.result.betId
        ? items
        : [{ key: shown.result.betId, text: times(shown.value), win }, ...items].slice(0, 6),
    );
  });

  const play = async () => {
    if (busy || !landed) return;
    const result = await bet({ target });
    if (!result) return;
    setLanded(false);
    setShown({ result, value: limboResultOf(result.outcome) ?? 1 });
  };
  useSpaceKey(() => void play(), !busy && landed);

  const chance = (rtp / target) * 100;
  const profit = amountCheck.ok
    ? payoutOf(amountCheck.minor, Math.round(target * 100) * 100) - amountCheck.minor
    : 0n;
  const won = shown && landed && /[1-9]/.test(shown.result.payout);
  const state = shown && landed ? (won ? 'win' : 'loss') : undefined;

  const stage = (
    <div className={css.stage}>
      <RecentResults items={recent} label={t('recentResults')} />
      <div className={css.center}>
        <output className={css.big} data-state={state} data-testid="limbo-result" aria-live="polite">
          {landed && shown && (
            <span className={ocss.visuallyHidden}>
              {t(won ? 'limbo.resultWin' : 'limbo.resultLoss', { result: times(shown.value) })}
            </span>
          )}
          <span aria-hidden="true">{times(value ?? 1)}</span>
        </output>
        <span className={css.targetLine}>{t('limbo.targetLine', { target: times(target) })}</span>
      </div>
      <div className={ocss.center} style={{ padding: 0, minHeight: 40 }}>
        {won && shown && (
          <WinBanner inline multiplier={shown.result.multiplier} payout={shown.result.payout} />
        )}
      </div>
    </div>
  );

  const controls = (
    <>
      <AmountField />
      <NumberField
        label={t('limbo.target')}
        value={target}
        digits={2}
        suffix="×"
        onCommit={(v) => setTarget(clamp(round(v, 2), LIMBO_MIN_TARGET / 100, LIMBO_MAX_TARGET / 100))}
      />
      <div className={ocss.statGrid}>
        <ReadonlyField label={t('winChance')} value={`${format.fixed(chance, chance < 0.01 ? 6 : 4)}%`} />
        <ReadonlyField label={t('profitOnWin')} value={money(fromMinor(profit, minorUnits))} />
      </div>
      <ActionButton
        label={t('bet')}
        onClick={() => void play()}
        disabled={busy || !landed}
        error={error}
        testId="bet-button"
      />
    </>
  );

  return (
    <GameFrame
      stageLabel={t('games.limbo')}
      stage={stage}
      controls={controls}
      outcomeText={describeLimbo}
      rules={<RtpRules game="limbo" rtp={rtp} />}
    />
  );
}

export function describeLimbo(item: HistoryItem, _t: TFunction<'originals'>, format: Format): string {
  const result = limboResultOf(item.outcome);
  const target = num((item.outcome as Partial<LimboOutcome> | null)?.target, Number.NaN);
  const text = result === null ? '—' : format.multiplier(result);
  return Number.isFinite(target) ? `${text} / ${format.multiplier(target)}` : text;
}
