import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Format } from '@/core/format';
import { HOUSE_EDGE_BP } from '@/core/originals-config';
import {
  DICE_MAX_WINNING,
  DICE_MIN_WINNING,
  DICE_OUTCOMES,
  type DiceParams,
  diceMultiplier4,
  diceWinning,
  payoutOf,
} from '@/core/originals-games';
import { fromMinor } from '@/web/lib/money-format';
import { useFormat } from '@/web/lib/use-format';
import { vars } from '@/web/theme/contract.css';
import type { DiceOutcome, HistoryItem } from '../api/types';
import { AmountField } from '../components/AmountField';
import {
  ActionButton,
  ReadonlyField,
  RecentResults,
  RtpRules,
  Segmented,
  WinBanner,
} from '../components/bits';
import { useGame } from '../components/context';
import { GameFrame } from '../components/GameFrame';
import { NumberField } from '../components/NumberField';
import * as ocss from '../components/originals.css';
import { useInstantBet } from '../components/use-instant-bet';
import { useSpaceKey } from '../use-hotkey';
import * as css from './dice.css';
import { clamp, num, rtpOfEdge } from './odds';

/** The roll of an outcome, a number 0.00–100.00. */
export const rollOf = (outcome: unknown): number | null => {
  const value = (outcome as { roll?: unknown } | null)?.roll;
  return typeof value === 'number' || typeof value === 'string' ? Number(value) : null;
};

const EDGE = HOUSE_EDGE_BP.dice;

/** Win chance in percent of a winning-outcome count. */
const chanceOf = (winning: number) => (winning / DICE_OUTCOMES) * 100;
/** The target (hundredths) that gives `winning` outcomes in a direction. */
const targetFor = (winning: number, direction: DiceParams['direction']) =>
  direction === 'under' ? winning : 10_000 - winning;
const clampWinning = (winning: number) => clamp(Math.round(winning), DICE_MIN_WINNING, DICE_MAX_WINNING);

/** Dice: roll 0.00–100.00 over or under a target; the multiplier follows the chance and the house edge. */
export function DiceGame() {
  const { t } = useTranslation('originals');
  const { amountCheck, money, minorUnits } = useGame();
  const format = useFormat();
  const two = (n: number) => format.fixed(n, 2);
  const [params, setParams] = useState<DiceParams>({ target: 5050, direction: 'over' });
  const [last, setLast] = useState<{
    roll: number;
    win: boolean;
    multiplier: number | string;
    payout: string;
  } | null>(null);
  const [recent, setRecent] = useState<{ key: string; text: string; win: boolean }[]>([]);
  const { bet, busy, error } = useInstantBet<DiceOutcome>();

  const over = params.direction === 'over';
  const target = params.target / 100;
  const winning = diceWinning(params);
  const chance = chanceOf(winning);
  const multiplier4 = diceMultiplier4(params, EDGE);
  const multiplier = multiplier4 / 10_000;
  const setWinning = (w: number) =>
    setParams((p) => ({ ...p, target: targetFor(clampWinning(w), p.direction) }));
  const flip = () =>
    setParams((p) => ({ direction: p.direction === 'over' ? 'under' : 'over', target: 10_000 - p.target }));
  const profit = amountCheck.ok ? payoutOf(amountCheck.minor, multiplier4) - amountCheck.minor : 0n;
  const rtp = rtpOfEdge(EDGE);

  const roll = async () => {
    if (busy) return;
    // The API takes the target as a number with two decimals (50.5), the maths as hundredths (5050).
    const result = await bet({ target: params.target / 100, direction: params.direction });
    if (!result) return;
    const value = rollOf(result.outcome) ?? 0;
    const win = Number(result.multiplier) > 0 && /[1-9]/.test(result.payout);
    setLast({ roll: value, win, multiplier: result.multiplier, payout: result.payout });
    setRecent((items) => [{ key: result.betId, text: two(value), win }, ...items].slice(0, 6));
  };
  useSpaceKey(() => void roll(), !busy);

  const lossColor = vars.color.danger;
  const winColor = vars.color.success;
  const gradient = over
    ? `linear-gradient(90deg, ${lossColor} 0 ${target}%, ${winColor} ${target}% 100%)`
    : `linear-gradient(90deg, ${winColor} 0 ${target}%, ${lossColor} ${target}% 100%)`;

  const stage = (
    <div className={css.stage}>
      <RecentResults items={recent} label={t('recentResults')} />
      <output
        className={css.big}
        data-state={last ? (last.win ? 'win' : 'loss') : undefined}
        data-testid="dice-roll"
        aria-live="polite"
      >
        <span className={ocss.visuallyHidden}>
          {last ? t(last.win ? 'dice.rolledWin' : 'dice.rolledLoss', { roll: two(last.roll) }) : ''}
        </span>
        <span aria-hidden="true">{last ? two(last.roll) : '—'}</span>
      </output>
      <div className={css.bannerSlot}>
        {last?.win && <WinBanner inline multiplier={last.multiplier} payout={last.payout} />}
      </div>
      {/* A numeric scale 0 → 100, drawn left to right in every language like the numbers on it (docs/rtl.md). */}
      <div className={css.trackWrap} dir="ltr">
        <div className={css.track} style={{ background: gradient }}>
          {last && (
            <span
              className={css.marker}
              style={{ left: `${last.roll}%` }}
              data-state={last.win ? 'win' : 'loss'}
              aria-hidden="true"
            >
              {two(last.roll)}
            </span>
          )}
          <input
            type="range"
            className={css.range}
            min={0}
            max={10_000}
            step={1}
            value={params.target}
            aria-label={t(over ? 'dice.rollOver' : 'dice.rollUnder')}
            aria-valuetext={two(target)}
            onChange={(event) =>
              setParams((p) => {
                const next = { ...p, target: Number(event.target.value) };
                return { ...p, target: targetFor(clampWinning(diceWinning(next)), p.direction) };
              })
            }
          />
        </div>
        <div className={css.scale} aria-hidden="true">
          <span>0</span>
          <span>25</span>
          <span>50</span>
          <span>75</span>
          <span>100</span>
        </div>
      </div>
      <div className={css.stats}>
        <NumberField
          label={t('multiplier')}
          value={multiplier}
          digits={4}
          suffix="×"
          onCommit={(value) =>
            setWinning(((10_000 - EDGE) * DICE_OUTCOMES) / (Math.max(value, 1.0001) * 10_000))
          }
        />
        <div className={`${ocss.field} ${css.flipField}`}>
          <span className={ocss.fieldLabel}>{t(over ? 'dice.rollOver' : 'dice.rollUnder')}</span>
          <button
            type="button"
            className={css.flip}
            onClick={flip}
            aria-label={t('dice.flip', { target: two(target) })}
          >
            <span>{two(target)}</span>
            <span aria-hidden="true">⇄</span>
          </button>
        </div>
        <NumberField
          label={t('winChance')}
          value={chance}
          digits={4}
          suffix="%"
          onCommit={(value) => setWinning((value / 100) * DICE_OUTCOMES)}
        />
      </div>
    </div>
  );

  const controls = (
    <>
      <Segmented
        label={t('dice.mode')}
        value={over ? 'over' : 'under'}
        options={[
          { value: 'under', label: t('dice.under') },
          { value: 'over', label: t('dice.over') },
        ]}
        onChange={(value) => {
          if (value !== params.direction) flip();
        }}
      />
      <AmountField />
      <ReadonlyField label={t('profitOnWin')} value={money(fromMinor(profit, minorUnits))} />
      <ActionButton
        label={t('bet')}
        onClick={() => void roll()}
        disabled={busy}
        error={error}
        testId="bet-button"
      />
    </>
  );

  return (
    <GameFrame
      stageLabel={t('games.dice')}
      stage={stage}
      controls={controls}
      outcomeText={describeDice}
      rules={<RtpRules game="dice" rtp={rtp} />}
    />
  );
}

export function describeDice(item: HistoryItem, t: TFunction<'originals'>, format: Format): string {
  const roll = rollOf(item.outcome);
  const outcome = (item.outcome ?? {}) as Partial<DiceOutcome>;
  const target = num(outcome.target, Number.NaN);
  const rollText = roll === null ? '—' : format.fixed(roll, 2);
  if (!Number.isFinite(target)) return rollText;
  return t(outcome.direction === 'under' ? 'dice.describeUnder' : 'dice.describeOver', {
    roll: rollText,
    target: format.fixed(target, 2),
  });
}
