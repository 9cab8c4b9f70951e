import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DECLARED_RTP, PLINKO_TABLES } from '@/core/originals-config';
import { PLINKO_RISKS, PLINKO_ROWS, type PlinkoRisk, type PlinkoRows } from '@/core/originals-games';
import { useFormat } from '@/web/lib/use-format';
import type { HistoryItem, InstantBetResult, PlinkoOutcome } from '../api/types';
import { AmountField } from '../components/AmountField';
import { ActionButton, RecentResults, RtpRules, Segmented } from '../components/bits';
import { useGame } from '../components/context';
import { GameFrame } from '../components/GameFrame';
import * as ocss from '../components/originals.css';
import { useInstantBet } from '../components/use-instant-bet';
import { prefersReducedMotion, useSpaceKey } from '../use-hotkey';
import { num } from './odds';
import * as css from './plinko.css';
import { ballAt, board, bucketColour, bucketX, bucketY, pegs } from './plinko-board';

type Risk = PlinkoRisk;
interface Ball {
  id: string;
  path: number[];
  start: number;
  result: InstantBetResult<PlinkoOutcome>;
  seq: number;
}

const ROW_MS = 120;

/** The pays of a risk and row count as multipliers (the core tables are in hundredths). */
export const plinkoTable = (rows: PlinkoRows, risk: PlinkoRisk): number[] =>
  PLINKO_TABLES[rows][risk].map((hundredths) => hundredths / 100);

export const plinkoPath = (outcome: unknown, rows: number): number[] => {
  const o = outcome as Partial<PlinkoOutcome> | null;
  if (Array.isArray(o?.path)) return o.path.map((v) => (Number(v) ? 1 : 0));
  // Only the bucket: any path with that many rights lands there.
  const bucket = Math.max(0, Math.min(rows, Number(o?.slot ?? rows / 2)));
  return Array.from({ length: rows }, (_, i) => (i < bucket ? 1 : 0));
};

/** Plinko: a ball drops through 8–16 rows of pegs into a bucket; risk sets how spread the pays are. */
export function PlinkoGame() {
  const { t } = useTranslation('originals');
  const { settled, multiplier } = useGame();
  const format = useFormat();
  const rtp = DECLARED_RTP.plinko;
  const rowChoices = PLINKO_ROWS;
  const riskChoices = PLINKO_RISKS;
  const [rows, setRows] = useState<PlinkoRows>(16);
  const [risk, setRisk] = useState<Risk>('medium');
  const [balls, setBalls] = useState<Ball[]>([]);
  const [now, setNow] = useState(0);
  const [hit, setHit] = useState<{ bucket: number; at: number } | null>(null);
  const [recent, setRecent] = useState<{ key: string; text: string; win: boolean }[]>([]);
  const seq = useRef(0);
  const lastApplied = useRef(0);
  const { bet, busy, error } = useInstantBet<PlinkoOutcome>({ deferSettle: true });
  const table = plinkoTable(rows, risk);
  const b = board(rows);
  const duration = (rows + 1) * ROW_MS;

  const land = (ball: Ball) => {
    // Balls land out of order: only the newest answer's balance is the current one.
    if (ball.seq > lastApplied.current) {
      lastApplied.current = ball.seq;
      settled({ balance: ball.result.balance, nonce: ball.result.nonce });
    } else settled({ nonce: ball.result.nonce });
    const bucket = ball.path.reduce((a, v) => a + v, 0);
    setHit({ bucket, at: performance.now() });
    setRecent((items) =>
      [
        {
          key: ball.id,
          text: multiplier(ball.result.multiplier, Number(ball.result.multiplier) < 10 ? 1 : 0),
          win: Number(ball.result.multiplier) >= 1,
        },
        ...items,
      ].slice(0, 8),
    );
  };
  const landRef = useRef(land);
  landRef.current = land;

  useEffect(() => {
    if (!balls.length) return;
    let frame = 0;
    const tick = (time: number) => {
      setNow(time);
      const done = balls.filter((ball) => time - ball.start >= duration);
      if (done.length) {
        for (const ball of done) landRef.current(ball);
        setBalls((list) => list.filter((ball) => !done.includes(ball)));
        return;
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [balls, duration]);

  const drop = async () => {
    if (busy) return;
    const result = await bet({ risk, rows });
    if (!result) return;
    seq.current += 1;
    const ball: Ball = {
      id: result.betId,
      path: plinkoPath(result.outcome, rows),
      start: performance.now(),
      result,
      seq: seq.current,
    };
    if (prefersReducedMotion()) land(ball);
    else setBalls((list) => [...list, ball]);
  };
  useSpaceKey(() => void drop(), !busy);

  const inFlight = balls.length > 0;
  const glow = hit && now - hit.at < 400 ? hit.bucket : -1;
  const bucketWidth = b.spacing * 0.9;

  const stage = (
    <div className={css.stage}>
      <div style={{ width: '100%', display: 'grid', gap: 6 }}>
        <RecentResults items={recent} label={t('recentResults')} />
        <svg
          className={css.board}
          viewBox={`0 0 100 ${b.height.toFixed(2)}`}
          role="img"
          aria-label={t('plinko.board', { rows, risk: t(`plinko.risk.${risk}`) })}
        >
          {pegs(b).map((p) => (
            <circle
              key={`${p.x.toFixed(2)}-${p.y.toFixed(2)}`}
              className={css.peg}
              cx={p.x}
              cy={p.y}
              r={b.spacing * 0.11}
            />
          ))}
          {Array.from({ length: rows + 1 }, (_, k) => {
            const x = bucketX(b, k);
            const y = bucketY(b);
            const m = table?.[k];
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: buckets are positions
              <g key={k} transform={glow === k ? `translate(0 ${b.spacing * 0.12})` : undefined}>
                <rect
                  x={x - bucketWidth / 2}
                  y={y}
                  width={bucketWidth}
                  height={b.spacing * 0.75}
                  rx={b.spacing * 0.12}
                  fill={bucketColour(k, rows)}
                  opacity={glow === k ? 1 : 0.92}
                />
                {m !== undefined && (
                  <text
                    className={css.bucketText}
                    x={x}
                    y={y + b.spacing * 0.5}
                    textAnchor="middle"
                    style={{ fontSize: Math.min(2.6, b.spacing * 0.3) }}
                  >
                    {m >= 10 ? format.fixed(m, m >= 100 || m % 1 === 0 ? 0 : 1) : format.number(m)}
                  </text>
                )}
              </g>
            );
          })}
          {balls.map((ball) => {
            const p = ballAt(b, ball.path, (now - ball.start) / duration);
            return <circle key={ball.id} className={css.ball} cx={p.x} cy={p.y} r={b.spacing * 0.24} />;
          })}
        </svg>
      </div>
      <p className={ocss.visuallyHidden} aria-live="polite">
        {recent[0] ? t('plinko.landed', { multiplier: recent[0].text }) : ''}
      </p>
    </div>
  );

  const controls = (
    <>
      <AmountField />
      <Segmented
        label={t('plinko.riskLabel')}
        value={risk}
        options={riskChoices.map((r) => ({ value: r, label: t(`plinko.risk.${r}`) }))}
        onChange={setRisk}
        disabled={inFlight}
      />
      <div className={ocss.field}>
        <label className={ocss.fieldLabel} htmlFor="plinko-rows">
          {t('plinko.rows')}
        </label>
        <div className={ocss.inputRow}>
          <select
            id="plinko-rows"
            className={ocss.select}
            value={rows}
            disabled={inFlight}
            onChange={(event) => setRows(Number(event.target.value) as PlinkoRows)}
          >
            {rowChoices.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
      </div>
      <ActionButton
        label={t('bet')}
        onClick={() => void drop()}
        disabled={busy}
        error={error}
        testId="bet-button"
      />
    </>
  );

  return (
    <GameFrame
      stageLabel={t('games.plinko')}
      stage={stage}
      controls={controls}
      outcomeText={describePlinko}
      rules={<RtpRules game="plinko" rtp={rtp} />}
    />
  );
}

export function describePlinko(item: HistoryItem, t: TFunction<'originals'>): string {
  const o = item.outcome as Partial<PlinkoOutcome> | null;
  const rows = num(o?.rows, Number.NaN);
  const risk = o?.risk;
  const bucket = o?.slot;
  return [
    Number.isFinite(rows) ? t('plinko.describeRows', { rows }) : null,
    typeof risk === 'string' && (PLINKO_RISKS as readonly string[]).includes(risk)
      ? t(`plinko.risk.${risk as Risk}`)
      : null,
    bucket !== undefined ? t('plinko.describeBucket', { bucket }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}
