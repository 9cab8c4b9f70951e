import type { TFunction } from 'i18next';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HOUSE_EDGE_BP } from '@/core/originals-config';
import { MINES_MAX, MINES_TILES, minesMultiplier4, payoutOf } from '@/core/originals-games';
import { fromMinor, toMinor } from '@/web/lib/money-format';
import { useDirection } from '@/web/ui/direction';
import { cashOutMines, type MinesAnswer, type MinesState, revealTile, startMines } from '../api/mines';
import type { HistoryItem } from '../api/types';
import { AmountField } from '../components/AmountField';
import { ActionButton, ReadonlyField, RtpRules, WinBanner } from '../components/bits';
import { useGame } from '../components/context';
import { GameFrame } from '../components/GameFrame';
import * as ocss from '../components/originals.css';
import { useErrorText } from '../components/use-instant-bet';
import { useSpaceKey } from '../use-hotkey';
import { GemIcon, MineIcon } from './art';
import * as css from './mines.css';
import { num, rtpOfEdge } from './odds';

const TILES = MINES_TILES;
const EDGE = HOUSE_EDGE_BP.mines;
const minesMultiplier = (mines: number, safe: number) => minesMultiplier4(mines, safe, EDGE) / 10_000;

const isOver = (state: MinesState | null) => !!state && state.status !== 'open';

/** Mines: a 5×5 field hides 1–24 mines; every safe tile raises the multiplier; cash out before a mine. */
export function MinesGame() {
  const { t } = useTranslation('originals');
  const { session, amountCheck, settled, balance, minorUnits, money, amount, multiplier } = useGame();
  const errorText = useErrorText();
  const rtp = rtpOfEdge(EDGE);
  const maxMines = MINES_MAX;
  const [mines, setMines] = useState(3);
  const [round, setRound] = useState<{
    id: string;
    amount: string;
    state: MinesState;
    picked: number[];
  } | null>(() => {
    // A board left open on an earlier visit goes on where it stopped.
    const open = session.openRound as MinesState | null | undefined;
    return open && open.status === 'open'
      ? { id: open.roundId, amount: open.amount ?? amount, state: open, picked: open.revealed }
      : null;
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<{ multiplier: number | string; payout: string } | null>(null);
  const [focus, setFocus] = useState(12);
  const direction = useDirection();
  const tiles = useRef<(HTMLButtonElement | null)[]>([]);

  const active = round !== null && !isOver(round.state);
  const state = round?.state ?? null;
  const revealed = state?.revealed ?? round?.picked ?? [];
  const minesInRound = state?.mines ?? mines;
  const currentMultiplier = num(state?.multiplier, minesMultiplier(minesInRound, revealed.length));
  const nextMultiplier = num(state?.nextMultiplier, minesMultiplier(minesInRound, revealed.length + 1));
  const stakeMinor = round ? toMinor(round.amount, minorUnits) : 0n;
  const cashValue = fromMinor(
    payoutOf(stakeMinor, minesMultiplier4(minesInRound, revealed.length, EDGE)),
    minorUnits,
  );

  const apply = (answer: MinesAnswer, picked: number[]) => {
    setRound((r) => (r ? { ...r, id: answer.roundId ?? r.id, state: answer, picked } : r));
    // The bet list follows every move (gems found, the end of the round).
    settled(answer.balance !== undefined ? { balance: answer.balance } : { refresh: isOver(answer) });
    if (isOver(answer) && answer.payout && /[1-9]/.test(answer.payout))
      setResult({ multiplier: answer.multiplier ?? 0, payout: answer.payout });
  };

  const start = async () => {
    if (busy || active) return;
    if (!amountCheck.ok) {
      setError(t(`amountError.${amountCheck.error}`, amountCheck.params));
      return;
    }
    setBusy(true);
    setError(null);
    setResult(null);
    try {
      const answer = await startMines(session.session, amount.trim(), mines);
      setRound({ id: answer.roundId, amount: amount.trim(), state: answer, picked: [] });
      settled({
        balance: answer.balance ?? fromMinor(toMinor(balance, minorUnits) - amountCheck.minor, minorUnits),
        nonce: answer.nonce,
      });
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const reveal = async (tile: number) => {
    if (!round || !active || busy || revealed.includes(tile)) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await revealTile(session.session, round.id, tile);
      apply(answer, [...revealed, tile]);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const cashOut = async () => {
    if (!round || !active || busy || revealed.length === 0) return;
    setBusy(true);
    setError(null);
    try {
      apply(await cashOutMines(session.session, round.id), revealed);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const pickRandom = () => {
    const free = Array.from({ length: TILES }, (_, i) => i).filter((i) => !revealed.includes(i));
    const tile = free[Math.floor(Math.random() * free.length)];
    if (tile !== undefined) void reveal(tile);
  };

  useSpaceKey(() => void (active ? (revealed.length ? cashOut() : pickRandom()) : start()), !busy);

  const minePositions = new Set(state?.minePositions ?? []);
  const lastPick = round?.picked.at(-1);
  const lost = state?.status === 'busted';
  const face = (i: number): 'gem' | 'mine' | 'hidden' => {
    if (minePositions.has(i)) return 'mine';
    if (lost && (i === state?.hit || (i === lastPick && !minePositions.size))) return 'mine';
    if (revealed.includes(i)) return 'gem';
    if (isOver(state) && minePositions.size) return 'gem';
    return 'hidden';
  };

  const moveFocus = (from: number, key: string) => {
    const row = Math.floor(from / 5);
    const col = from % 5;
    // The grid is mirrored in right to left (column 0 on the right): arrows move the way they point on screen.
    const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const next =
      key === forward
        ? row * 5 + ((col + 1) % 5)
        : key === (forward === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft')
          ? row * 5 + ((col + 4) % 5)
          : key === 'ArrowDown'
            ? ((row + 1) % 5) * 5 + col
            : key === 'ArrowUp'
              ? ((row + 4) % 5) * 5 + col
              : null;
    if (next === null) return false;
    setFocus(next);
    tiles.current[next]?.focus();
    return true;
  };

  const stage = (
    <div className={css.stage}>
      <ul className={css.grid} aria-label={t('mines.board')} data-state={lost ? 'lost' : undefined}>
        {Array.from({ length: TILES }, (_, i) => {
          const f = face(i);
          const picked = round?.picked.includes(i) || revealed.includes(i);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the 25 tiles are positions
            <li key={i} className={css.tileSlot}>
              <button
                ref={(el) => {
                  tiles.current[i] = el;
                }}
                type="button"
                className={css.tile}
                data-face={f}
                data-picked={f === 'hidden' ? undefined : String(picked)}
                tabIndex={i === focus ? 0 : -1}
                aria-label={t(`mines.tile.${f}`, { n: i + 1 })}
                aria-disabled={!active || f !== 'hidden' || busy}
                onClick={() => {
                  setFocus(i);
                  if (f === 'hidden') void reveal(i);
                }}
                onKeyDown={(event) => {
                  if (moveFocus(i, event.key)) event.preventDefault();
                }}
              >
                <span className={css.icon}>
                  {f === 'gem' ? <GemIcon /> : f === 'mine' ? <MineIcon /> : null}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {result && <WinBanner multiplier={result.multiplier} payout={result.payout} />}
      <p className={ocss.visuallyHidden} aria-live="polite">
        {lost ? t('mines.boom') : result ? t('youWon', { amount: money(result.payout) }) : ''}
      </p>
    </div>
  );

  const controls = (
    <>
      <AmountField disabled={active} />
      <div className={ocss.field}>
        <label className={ocss.fieldLabel} htmlFor="mines-count">
          {t('mines.count')}
        </label>
        <div className={ocss.inputRow}>
          <select
            id="mines-count"
            className={ocss.select}
            value={active ? minesInRound : mines}
            disabled={active}
            onChange={(event) => setMines(Number(event.target.value))}
          >
            {Array.from({ length: maxMines }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
      </div>
      {active && (
        <div className={css.info}>
          <ReadonlyField label={t('mines.gems')} value={String(TILES - minesInRound - revealed.length)} />
          <ReadonlyField label={t('mines.next')} value={multiplier(nextMultiplier)} />
        </div>
      )}
      {active ? (
        <>
          <ActionButton
            kind="cashout"
            label={t('cashOut')}
            sub={
              revealed.length
                ? `${money(cashValue)} · ${multiplier(currentMultiplier)}`
                : t('mines.pickFirst')
            }
            onClick={() => void cashOut()}
            disabled={busy || revealed.length === 0}
            error={error}
            hint={false}
            testId="cashout-button"
          />
          <button type="button" className={ocss.smallButton} onClick={pickRandom} disabled={busy}>
            {t('mines.random')}
          </button>
        </>
      ) : (
        <ActionButton
          label={t('bet')}
          onClick={() => void start()}
          disabled={busy}
          error={error}
          testId="bet-button"
        />
      )}
    </>
  );

  return (
    <GameFrame
      stageLabel={t('games.mines')}
      stage={stage}
      controls={controls}
      outcomeText={describeMines}
      rules={<RtpRules game="mines" rtp={rtp} />}
    />
  );
}

export function describeMines(item: HistoryItem, t: TFunction<'originals'>): string {
  const mines = num((item.outcome as { mines?: unknown } | null)?.mines, Number.NaN);
  const revealed = (item.outcome as { revealed?: unknown[] } | null)?.revealed?.length;
  return [
    Number.isFinite(mines) ? t('mines.describeMines', { count: mines }) : null,
    revealed !== undefined ? t('mines.describeGems', { count: revealed }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}
