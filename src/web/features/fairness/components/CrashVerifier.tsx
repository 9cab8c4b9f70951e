import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chainDistance, crashPoint } from '@/core/fairness';
import { HOUSE_EDGE_BP } from '@/core/originals-config';
import { useFormat } from '@/web/lib/use-format';
import { useCommitment } from '../api/commitment';
import * as css from './fairness.css';

const HASH = /^[0-9a-f]{64}$/;

interface Checked {
  point: number;
  steps: number;
  searched: number;
}

/**
 * A crash round: its point is HMAC-SHA256(key = the round's hash, message = the public salt); the round's hash
 * belongs to the chain committed in advance when hashing it forward reaches the published terminal hash.
 */
export function CrashVerifier({ initialHash }: { initialHash: string }) {
  const { t } = useTranslation('fairness');
  const format = useFormat();
  const id = useId();
  const commitment = useCommitment();
  const [hash, setHash] = useState(initialHash);
  const [salt, setSalt] = useState('');
  const [terminal, setTerminal] = useState('');
  const [checked, setChecked] = useState<Checked | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!commitment.data) return;
    setSalt((s) => s || commitment.data.salt || '');
    setTerminal((v) => v || commitment.data.terminalHash);
  }, [commitment.data]);

  const ready = HASH.test(hash.trim()) && salt.trim() !== '' && HASH.test(terminal.trim());
  const verify = () => {
    if (!ready) return;
    setBusy(true);
    // Let the busy state paint before the hashing loop.
    window.setTimeout(() => {
      const round = hash.trim();
      const edge = commitment.data?.houseEdgeBp ?? HOUSE_EDGE_BP.crash;
      const limitOf = (played: number) => Math.max(10_000, played + 1);
      // The typed commitment first; a round of an earlier chain of the brand is found with that chain's salt.
      let steps = chainDistance(round, terminal.trim(), limitOf(commitment.data?.roundsPlayed ?? 0));
      let usedSalt = salt.trim();
      if (!steps) {
        for (const chain of commitment.data?.chains ?? []) {
          if (chain.terminalHash === terminal.trim() || !chain.salt) continue;
          const found = chainDistance(round, chain.terminalHash, limitOf(chain.roundsPlayed));
          if (found) {
            steps = found;
            usedSalt = chain.salt;
            setTerminal(chain.terminalHash);
            setSalt(chain.salt);
            break;
          }
        }
      }
      setChecked({
        point: crashPoint(round, usedSalt, edge),
        steps,
        searched: limitOf(commitment.data?.roundsPlayed ?? 0),
      });
      setBusy(false);
    }, 20);
  };

  return (
    <section className={css.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={css.heading}>
        {t('crash.title')}
      </h2>
      <p className={css.hint}>{t('crash.intro')}</p>
      {commitment.data && (
        <dl className={css.kv}>
          <dt>{t('crash.terminal')}</dt>
          <dd className={css.mono}>{commitment.data.terminalHash}</dd>
          <dt>{t('crash.salt')}</dt>
          <dd className={css.mono}>{commitment.data.salt}</dd>
          <dt>{t('crash.played')}</dt>
          <dd>{commitment.data.roundsPlayed}</dd>
        </dl>
      )}
      <form
        className={css.form}
        onSubmit={(event) => {
          event.preventDefault();
          verify();
        }}
      >
        <div className={`${css.field} ${css.wideField}`}>
          <label className={css.label} htmlFor={`${id}-hash`}>
            {t('crash.hash')}
          </label>
          <input
            id={`${id}-hash`}
            className={css.monoInput}
            value={hash}
            spellCheck={false}
            autoComplete="off"
            onChange={(e) => {
              setHash(e.target.value);
              setChecked(null);
            }}
          />
        </div>
        <div className={`${css.field} ${css.wideField}`}>
          <label className={css.label} htmlFor={`${id}-salt`}>
            {t('crash.salt')}
          </label>
          <input
            id={`${id}-salt`}
            className={css.monoInput}
            value={salt}
            spellCheck={false}
            onChange={(e) => setSalt(e.target.value)}
          />
        </div>
        <div className={`${css.field} ${css.wideField}`}>
          <label className={css.label} htmlFor={`${id}-terminal`}>
            {t('crash.terminal')}
          </label>
          <input
            id={`${id}-terminal`}
            className={css.monoInput}
            value={terminal}
            spellCheck={false}
            onChange={(e) => setTerminal(e.target.value)}
          />
        </div>
        <button
          type="submit"
          className={css.button}
          disabled={!ready || busy}
          style={{ justifySelf: 'start' }}
        >
          {busy ? t('crash.checking') : t('crash.verify')}
        </button>
      </form>
      {checked && (
        <div className={css.result} aria-live="polite" data-testid="crash-result">
          <p className={css.bigValue}>{format.multiplier(checked.point / 100)}</p>
          <p className={checked.steps ? css.win : css.loss} style={{ margin: 0, fontWeight: 600 }}>
            {checked.steps
              ? t('crash.inChain', { steps: checked.steps })
              : t('crash.notInChain', { count: checked.searched })}
          </p>
        </div>
      )}
    </section>
  );
}
