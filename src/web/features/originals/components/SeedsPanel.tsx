import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLIENT_SEED } from '@/core/fairness';
import { ApiError } from '@/web/lib/api';
import { useChangeClientSeed, useRotateSeed, useSeeds } from '../api/seeds';
import { fairnessHref } from '../fairness-link';
import { useGame } from './context';
import * as css from './originals.css';

/**
 * Provably fair seeds: the active server seed is shown only as its SHA-256 hash; the client seed is the player's;
 * the nonce counts the bets of the pair. Rotating reveals the old server seed, so every bet made with it can be
 * checked on the /fairness page.
 */
export function SeedsPanel() {
  const { t } = useTranslation('originals');
  const { session, game } = useGame();
  const seeds = useSeeds(session.session, session.seeds);
  const change = useChangeClientSeed(session.session);
  const rotate = useRotateSeed(session.session);
  const [clientSeed, setClientSeed] = useState(seeds.data.clientSeed);
  const inputId = useId();
  const current = seeds.data;

  useEffect(() => setClientSeed(current.clientSeed), [current.clientSeed]);

  const valid = CLIENT_SEED.test(clientSeed);
  const error = change.error ?? rotate.error;
  const previous = rotate.data?.previous;

  return (
    <div className={css.seeds}>
      <p className={css.muted}>
        {t('seeds.intro')}{' '}
        <a href={fairnessHref({ game })} target="_blank" rel="noopener">
          {t('seeds.learnMore')}
        </a>
      </p>
      <div className={css.seedRow}>
        <span className={css.fieldLabel}>{t('seeds.serverHash')}</span>
        <code className={css.code} data-testid="server-seed-hash">
          {current.serverSeedHash}
        </code>
      </div>
      <form
        className={css.seedRow}
        onSubmit={(event) => {
          event.preventDefault();
          if (valid && clientSeed !== current.clientSeed) change.mutate(clientSeed);
        }}
      >
        <label className={css.fieldLabel} htmlFor={inputId}>
          {t('seeds.clientSeed')}
        </label>
        <div className={css.rowButtons}>
          <div className={css.inputRow} style={{ flex: 1, minWidth: 180 }} data-invalid={!valid || undefined}>
            <input
              id={inputId}
              className={css.input}
              value={clientSeed}
              maxLength={64}
              autoComplete="off"
              spellCheck={false}
              aria-invalid={!valid || undefined}
              aria-describedby={`${inputId}-hint`}
              onChange={(event) => setClientSeed(event.target.value)}
            />
          </div>
          <button
            type="submit"
            className={css.smallButton}
            disabled={!valid || clientSeed === current.clientSeed || change.isPending}
          >
            {t('seeds.change')}
          </button>
        </div>
        <p id={`${inputId}-hint`} className={valid ? css.muted : css.fieldError}>
          {t('seeds.clientSeedHint')}
        </p>
      </form>
      <div className={css.statGrid}>
        <div className={css.seedRow}>
          <span className={css.fieldLabel}>{t('seeds.nonce')}</span>
          <code className={css.code} data-testid="seed-nonce">
            {current.nonce}
          </code>
        </div>
        <div className={css.seedRow} style={{ alignContent: 'end' }}>
          <button
            type="button"
            className={css.smallButton}
            disabled={rotate.isPending}
            onClick={() => rotate.mutate()}
          >
            {t('seeds.rotate')}
          </button>
        </div>
      </div>
      {error && (
        <p className={css.alert} role="alert">
          {error instanceof ApiError && error.serverMessage ? error.serverMessage : t('error')}
        </p>
      )}
      {previous && (
        <section className={css.revealed} aria-labelledby={`${inputId}-revealed`} aria-live="polite">
          <h3 id={`${inputId}-revealed`} style={{ margin: 0, fontSize: 14 }}>
            {t('seeds.previous')}
          </h3>
          <div className={css.seedRow}>
            <span className={css.fieldLabel}>{t('seeds.serverSeed')}</span>
            <code className={css.code} data-testid="revealed-server-seed">
              {previous.serverSeed}
            </code>
          </div>
          <div className={css.seedRow}>
            <span className={css.fieldLabel}>{t('seeds.serverHash')}</span>
            <code className={css.code}>{previous.serverSeedHash}</code>
          </div>
          <div className={css.statGrid}>
            <div className={css.seedRow}>
              <span className={css.fieldLabel}>{t('seeds.clientSeed')}</span>
              <code className={css.code}>{previous.clientSeed}</code>
            </div>
            <div className={css.seedRow}>
              <span className={css.fieldLabel}>{t('seeds.betsMade')}</span>
              <code className={css.code}>{previous.lastNonce}</code>
            </div>
          </div>
          {previous.lastNonce >= 0 && (
            <a
              href={fairnessHref({
                game,
                serverSeed: previous.serverSeed,
                clientSeed: previous.clientSeed,
                nonce: Math.max(0, previous.lastNonce),
              })}
              target="_blank"
              rel="noopener"
            >
              {t('seeds.verify')}
            </a>
          )}
        </section>
      )}
    </div>
  );
}
