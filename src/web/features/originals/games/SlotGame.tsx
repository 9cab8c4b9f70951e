import type { TFunction } from 'i18next';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DECLARED_RTP, type OriginalGame } from '@/core/originals-config';
import { LINES, PAYLINES, REELS, ROWS, SCATTER, type SlotDef } from '@/core/slots';
import { useFormat } from '@/web/lib/use-format';
import type { HistoryItem, SlotOutcome } from '../api/types';
import { AmountField } from '../components/AmountField';
import { ActionButton, Rules } from '../components/bits';
import { useGame } from '../components/context';
import { GameFrame } from '../components/GameFrame';
import * as ocss from '../components/originals.css';
import { useInstantBet } from '../components/use-instant-bet';
import { prefersReducedMotion, useSpaceKey } from '../use-hotkey';
import * as css from './slot.css';
import { pictureOf, type SlotTheme, SymbolArt, slotTheme, symbolKind } from './slot-art';
import { idleReels, lineCells, type SpinView, SYMBOL_ORDER, slotDefOf, slotOutcome } from './slot-model';

const LINE_COLOURS = ['#ffd23f', '#39f3ff', '#ff3fd8', '#7fff6a', '#ff8a3f', '#b3a4ff', '#ff5f7e', '#3fffc8'];
const STOP_MS = 170;
const CELLS = Array.from({ length: REELS * ROWS }, (_, k) => ({ reel: Math.floor(k / ROWS), row: k % ROWS }));
const SPIN_MS = 520;

type Phase = 'idle' | 'spinning' | 'showing';

/** A 5×3 video slot: 20 paylines, a wild, scatters anywhere that award free spins (played within the bet). */
export function SlotGame() {
  const { t } = useTranslation('originals');
  const format = useFormat();
  const { game, settled, money } = useGame();
  const def = useMemo(() => slotDefOf(game), [game]);
  const theme = slotTheme(game);
  const rtp = DECLARED_RTP[game as OriginalGame] ?? 0.96;
  const strip = useMemo(() => [...SYMBOL_ORDER, ...SYMBOL_ORDER], []);
  const [view, setView] = useState<SpinView>(() => ({
    reels: idleReels(def),
    lines: [],
    scatters: 0,
    award: 0,
    multiplier: 1,
  }));
  const [stopped, setStopped] = useState(REELS);
  const [phase, setPhase] = useState<Phase>('idle');
  const [free, setFree] = useState<{ index: number; total: number; multiplier: number } | null>(null);
  const [win, setWin] = useState<{ payout: string; multiplier: number | string } | null>(null);
  const timers = useRef<number[]>([]);
  const { bet, busy, error } = useInstantBet<SlotOutcome>({ deferSettle: true });

  useEffect(
    () => () => {
      for (const id of timers.current) window.clearTimeout(id);
    },
    [],
  );
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      timers.current.push(window.setTimeout(resolve, ms));
    });

  /** Spins the reels to `next`, stopping them one by one; resolves when the last has stopped. */
  const spinTo = async (next: SpinView) => {
    if (prefersReducedMotion()) {
      setView(next);
      setStopped(REELS);
      return;
    }
    setStopped(0);
    setView({ ...next, lines: [] });
    await wait(SPIN_MS);
    for (let r = 1; r <= REELS; r++) {
      setStopped(r);
      await wait(STOP_MS);
    }
    setView(next);
  };

  const play = async () => {
    if (busy || phase === 'spinning') return;
    setWin(null);
    setFree(null);
    const result = await bet({});
    if (!result) return;
    const { spins } = slotOutcome(result.outcome);
    setPhase('spinning');
    for (const [i, spin] of spins.entries()) {
      if (i > 0) {
        setFree({ index: i, total: spins.length - 1, multiplier: spin.multiplier });
        await wait(prefersReducedMotion() ? 50 : 700);
      }
      await spinTo(spin);
      if (spin.lines.length || spin.award) await wait(prefersReducedMotion() ? 50 : 900);
    }
    settled({ balance: result.balance, nonce: result.nonce });
    if (/[1-9]/.test(result.payout)) setWin({ payout: result.payout, multiplier: result.multiplier });
    setPhase('showing');
  };
  useSpaceKey(() => void play(), !busy && phase !== 'spinning');

  const spinning = phase === 'spinning';
  const settledView = stopped >= REELS;
  const winCells = new Set(
    settledView ? view.lines.flatMap((w) => lineCells(w).map(([r, c]) => `${r}:${c}`)) : [],
  );
  const scatterWin = settledView && view.scatters >= 3;

  const stage = (
    <div className={css.stage}>
      <div className={css.info} aria-live="polite">
        {free && (
          <span className={css.freePill}>
            {t('slot.freeSpin', { index: free.index, total: free.total })} · ×{free.multiplier}
          </span>
        )}
        {win ? (
          <span className={css.winPill} role="status">
            {t('youWon', { amount: money(win.payout) })} · {format.multiplier(win.multiplier)}
          </span>
        ) : (
          !free && <span className={css.pill}>{t('slot.lines', { count: LINES })}</span>
        )}
        {settledView && view.award > 0 && (
          <span className={css.freePill}>{t('slot.awarded', { count: view.award })}</span>
        )}
      </div>
      <div
        className={css.machine}
        style={{
          background: `linear-gradient(160deg, ${theme.bg[0]}, ${theme.bg[1]})`,
          outline: `3px solid ${theme.frame}`,
        }}
      >
        <div className={css.reels} role="img" aria-label={describeScreen(t, view, theme, spinning)}>
          {Array.from({ length: REELS }, (_, reel) => {
            const reelSpinning = spinning && reel >= stopped;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: reels are positions
              <div key={reel} className={css.reel}>
                {Array.from({ length: ROWS }, (_, row) => {
                  const id = view.reels[reel]?.[row] ?? 'L1';
                  const key = `${reel}:${row}`;
                  const isWin = winCells.has(key) || (scatterWin && id === SCATTER);
                  return (
                    <div
                      // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions
                      key={row}
                      className={css.cell}
                      data-win={isWin || undefined}
                      data-dim={settledView && (winCells.size > 0 || scatterWin) && !isWin ? true : undefined}
                      data-landed={spinning && reel < stopped ? true : undefined}
                      style={{ visibility: reelSpinning ? 'hidden' : undefined }}
                    >
                      <SymbolArt id={id} theme={theme} />
                    </div>
                  );
                })}
                {reelSpinning && (
                  <div className={css.strip} aria-hidden="true">
                    {strip.map((id, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a decorative strip
                      <div key={i} className={css.cell}>
                        <SymbolArt id={id} theme={theme} />
                      </div>
                    ))}
                  </div>
                )}
              </div>
            );
          })}
          {settledView && view.lines.length > 0 && (
            <svg
              className={css.lines}
              viewBox={`0 0 ${REELS * 100} ${ROWS * 100}`}
              preserveAspectRatio="none"
              aria-hidden="true"
            >
              {view.lines.map((w, i) => (
                <polyline
                  key={w.line}
                  points={(PAYLINES[w.line] ?? [])
                    .map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`)
                    .join(' ')}
                  fill="none"
                  stroke={LINE_COLOURS[i % LINE_COLOURS.length]}
                  strokeWidth="5"
                  strokeLinejoin="round"
                  strokeLinecap="round"
                  opacity="0.85"
                  vectorEffect="non-scaling-stroke"
                />
              ))}
            </svg>
          )}
        </div>
      </div>
    </div>
  );

  const controls = (
    <>
      <AmountField label={t('slot.totalBet')} disabled={spinning} />
      <ActionButton
        label={spinning ? t('slot.spinning') : t('slot.spin')}
        onClick={() => void play()}
        disabled={busy || spinning}
        error={error}
        testId="bet-button"
      />
    </>
  );

  return (
    <GameFrame
      stageLabel={t(`games.${game as 'dice'}`)}
      stage={stage}
      controls={controls}
      outcomeText={describeSlot}
      extraTabs={[
        { id: 'paytable', label: t('slot.paytable'), content: <Paytable def={def} theme={theme} /> },
      ]}
      rules={
        <Rules>
          <p>{t('slot.rules1', { lines: LINES })}</p>
          <p>{t('slot.rules2')}</p>
          <p>{t('slot.rules3', { multiplier: def.freeSpinMultiplier, max: def.maxFreeSpins })}</p>
          <p>{t('slot.rtp', { rtp: format.fixed(rtp * 100, 2) })}</p>
          <p>{t('rulesFair')}</p>
        </Rules>
      }
    />
  );
}

function symbolName(t: TFunction<'originals'>, id: string, theme: SlotTheme): string {
  const kind = symbolKind(id);
  if (kind === 'wild') return t('slot.wild');
  if (kind === 'scatter') return t('slot.scatter');
  if (kind === 'rank') return ['A', 'K', 'Q', 'J'][Number(id.slice(1)) - 1] ?? id;
  return t(`slot.picture.${pictureOf(theme, id)}`);
}

function describeScreen(
  t: TFunction<'originals'>,
  view: SpinView,
  theme: SlotTheme,
  spinning: boolean,
): string {
  if (spinning) return t('slot.spinning');
  const rows = Array.from({ length: ROWS }, (_, row) =>
    view.reels.map((reel) => symbolName(t, reel[row] ?? '', theme)).join(', '),
  );
  return t('slot.screen', { rows: rows.join('; ') });
}

function Paytable({ def, theme }: { def: SlotDef; theme: SlotTheme }) {
  const { t } = useTranslation('originals');
  const format = useFormat();
  const iconBg = { background: `linear-gradient(160deg, ${theme.bg[0]}, ${theme.bg[1]})` };
  return (
    <div className={ocss.prose} style={{ maxWidth: 'none' }}>
      <div className={css.paytable}>
        {SYMBOL_ORDER.map((id) => {
          const pays = id === SCATTER ? def.scatterPays : def.pays[id];
          return (
            <div key={id} className={css.payRow}>
              <div className={css.payIcon} style={iconBg}>
                <SymbolArt id={id} theme={theme} label={symbolName(t, id, theme)} />
              </div>
              <div>
                <strong>{symbolName(t, id, theme)}</strong>
                {pays &&
                  [5, 4, 3].map((count) => (
                    <div key={count}>
                      {t('slot.payCount', { count })} {format.multiplier(pays[count - 3] ?? 0, 0)}
                    </div>
                  ))}
              </div>
            </div>
          );
        })}
      </div>
      <p>{t('slot.wildNote')}</p>
      <p>
        {t('slot.scatterNote', {
          three: def.freeSpins[0],
          four: def.freeSpins[1],
          five: def.freeSpins[2],
          multiplier: def.freeSpinMultiplier,
          p3: def.scatterPays[0],
          p4: def.scatterPays[1],
          p5: def.scatterPays[2],
        })}
      </p>
      <p>{t('slot.payNote', { lines: LINES })}</p>
      <h3 style={{ fontSize: 14, margin: 0 }}>{t('slot.paylines')}</h3>
      <div className={css.lineGrid}>
        {PAYLINES.map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paylines are numbered by position
          <div key={i} className={css.lineCard}>
            <svg
              viewBox="0 0 50 30"
              width="70"
              height="42"
              role="img"
              aria-label={t('slot.lineN', { n: i + 1 })}
            >
              {CELLS.map(({ reel, row }) => {
                const on = line[reel] === row;
                return (
                  <rect
                    key={`${reel}-${row}`}
                    x={reel * 10 + 1}
                    y={row * 10 + 1}
                    width="8"
                    height="8"
                    rx="1.5"
                    fill={on ? LINE_COLOURS[i % LINE_COLOURS.length] : 'currentColor'}
                    opacity={on ? 1 : 0.2}
                  />
                );
              })}
            </svg>
            <span aria-hidden="true">{i + 1}</span>
          </div>
        ))}
      </div>
    </div>
  );
}

export function describeSlot(item: HistoryItem, t: TFunction<'originals'>): string {
  const { spins } = slotOutcome(item.outcome);
  const lines = spins.reduce((n, s) => n + s.lines.length, 0);
  const free = Math.max(0, spins.length - 1);
  return [t('slot.describeLines', { count: lines }), free ? t('slot.describeFree', { count: free }) : null]
    .filter(Boolean)
    .join(' · ');
}
