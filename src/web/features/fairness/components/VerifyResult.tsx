import { useTranslation } from 'react-i18next';
import { MINES_TILES } from '@/core/originals-games';
import { LINES } from '@/core/slots';
import { useFormat } from '@/web/lib/use-format';
import { useDirection } from '@/web/ui/direction';
import { useJackpotRule } from '../api/jackpot-rule';
import type { VerifyOutput } from '../verify';
import * as css from './fairness.css';

const TILES = Array.from({ length: MINES_TILES }, (_, i) => i);

/** The outcome a bet's seeds give, with the hash to compare and the random numbers used. */
export function VerifyResult({ output }: { output: VerifyOutput }) {
  const { t } = useTranslation('fairness');
  const format = useFormat();
  const x = (m4: number) => format.multiplier(m4 / 10_000, m4 % 100 === 0 ? 2 : 4);
  const hundredths = (h: number) => format.fixed(h / 100, 2);
  // The path reads in the line's direction: its arrow points that way (a → arrow does not mirror by itself).
  const direction = useDirection();
  const { result } = output;
  return (
    <div className={css.result} aria-live="polite" data-testid="verify-result">
      <h3 className={css.subheading}>{t('bet.outcome')}</h3>
      {result.game === 'dice' && (
        <>
          <p
            className={`${css.bigValue} ${result.win === null ? '' : result.win ? css.win : css.loss}`}
            data-testid="verified-roll"
          >
            {hundredths(result.roll)}
          </p>
          {result.win !== null && (
            <p className={css.hint}>
              {result.win ? t('bet.wins', { multiplier: x(result.multiplier4 ?? 0) }) : t('bet.loses')}
            </p>
          )}
        </>
      )}
      {result.game === 'limbo' && (
        <>
          <p
            className={`${css.bigValue} ${result.win === null ? '' : result.win ? css.win : css.loss}`}
            data-testid="verified-result"
          >
            {hundredths(result.result)}×
          </p>
          {result.win !== null && (
            <p className={css.hint}>
              {result.win ? t('bet.wins', { multiplier: x(result.multiplier4 ?? 0) }) : t('bet.loses')}
            </p>
          )}
        </>
      )}
      {result.game === 'mines' && (
        <>
          <ul
            className={css.mineGrid}
            aria-label={t('bet.minesAt', { tiles: result.positions.map((p) => p + 1).join(', ') })}
          >
            {TILES.map((i) => (
              <li
                key={i}
                className={css.mineCell}
                data-mine={result.positions.includes(i) || undefined}
                aria-hidden="true"
              >
                {i + 1}
              </li>
            ))}
          </ul>
          <p className={css.hint}>
            {t('bet.minesAt', { tiles: result.positions.map((p) => p + 1).join(', ') })}
          </p>
        </>
      )}
      {result.game === 'plinko' && (
        <>
          <p className={css.bigValue}>{x(result.multiplier4)}</p>
          <p className={css.hint}>
            {t('bet.plinkoPath', {
              path: result.path
                .map((step) => (step ? t('bet.right') : t('bet.left')))
                .join(direction === 'rtl' ? ' ← ' : ' → '),
              slot: result.slot,
            })}
          </p>
        </>
      )}
      {result.game === 'slot' && (
        <>
          <p className={css.bigValue}>{x(result.play.multiplier4)}</p>
          {result.play.spins.map((spin, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: spins of one bet in order
            <div key={i} style={{ display: 'grid', gap: 6 }}>
              <strong style={{ fontSize: 14 }}>
                {i === 0 ? t('bet.baseSpin') : t('bet.freeSpin', { n: i })}
              </strong>
              <table className={css.slotGrid} aria-label={t('bet.reels')}>
                <tbody>
                  {[0, 1, 2].map((row) => (
                    <tr key={row}>
                      {spin.reels.map((reel, r) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: reel positions
                        <td key={r}>{reel[row]}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
              <p className={css.hint}>
                {spin.lines.length
                  ? spin.lines
                      .map((w) =>
                        t('bet.lineWin', { line: w.line + 1, symbol: w.symbol, count: w.count, pay: w.pay }),
                      )
                      .join(' · ')
                  : t('bet.noLine')}
                {spin.scatters >= 3
                  ? ` · ${t('bet.scatters', { count: spin.scatters, award: spin.award })}`
                  : ''}
              </p>
            </div>
          ))}
          <p className={css.hint}>{t('bet.slotTotal', { units: result.play.units, lines: LINES })}</p>
        </>
      )}
      <JackpotDraw draw={output.jackpotDraw} />
      <dl className={css.kv}>
        <dt>{t('bet.hash')}</dt>
        <dd className={css.mono} data-testid="verified-hash">
          {output.hash}
        </dd>
        <dt>{t('bet.bytes')}</dt>
        <dd className={css.mono}>{output.bytes}</dd>
      </dl>
      <details className={css.details}>
        <summary>{t('bet.floats', { count: output.floats.length })}</summary>
        <ol className={css.floatList} start={0}>
          {output.floats.map((f, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: floats in drawn order
            <li key={i}>{format.fixed(f, 12)}</li>
          ))}
        </ol>
      </details>
    </div>
  );
}

/** The bet's jackpot draw and, where the brand has a jackpot, the rule it is compared with (docs/jackpot.md). */
function JackpotDraw({ draw }: { draw: number }) {
  const { t } = useTranslation('fairness');
  const format = useFormat();
  const rule = useJackpotRule().data;
  if (!rule) return null;
  const won = draw < rule.threshold;
  return (
    <div data-testid="verified-jackpot">
      <p className={`${css.hint} ${won ? css.win : ''}`}>
        {t('bet.jackpotDraw', { draw: format.number(draw) })}
      </p>
      <p className={css.hint}>
        {t('bet.jackpotRule', {
          minStake: format.money(rule.minStake),
          threshold: format.number(rule.threshold),
          oneIn: format.number(rule.oneIn),
        })}
      </p>
    </div>
  );
}
