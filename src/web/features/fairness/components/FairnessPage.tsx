import { useTranslation } from 'react-i18next';
import { BetVerifier, type BetVerifierInitial } from './BetVerifier';
import { CrashVerifier } from './CrashVerifier';
import { DrawVerifier } from './DrawVerifier';
import * as css from './fairness.css';
import { GameMappings } from './GameMappings';

/**
 * /fairness: how the in-house games are provably fair, a verifier that re-computes any bet from its revealed seeds
 * and any crash round from the committed hash chain, all in the browser with the server's own code (src/core).
 */
export function FairnessPage({
  bet,
  crashHash,
  drawId = '',
}: {
  bet: BetVerifierInitial;
  crashHash: string;
  drawId?: string;
}) {
  const { t } = useTranslation('fairness');
  return (
    <div className={css.page}>
      <h1 className={css.title}>{t('title')}</h1>
      <p className={css.lead}>{t('lead')}</p>
      <section className={css.panel} aria-labelledby="how-title">
        <h2 id="how-title" className={css.heading}>
          {t('how.title')}
        </h2>
        <ol className={css.steps}>
          <li>{t('how.commit')}</li>
          <li>{t('how.client')}</li>
          <li>{t('how.bytes')}</li>
          <li>{t('how.floats')}</li>
          <li>{t('how.reveal')}</li>
        </ol>
      </section>
      {drawId && <DrawVerifier initialDrawId={drawId} />}
      {crashHash ? (
        <>
          <CrashVerifier initialHash={crashHash} />
          <BetVerifier initial={bet} />
        </>
      ) : (
        <>
          <BetVerifier initial={bet} />
          <CrashVerifier initialHash="" />
        </>
      )}
      {!drawId && <DrawVerifier initialDrawId="" />}
      <GameMappings />
    </div>
  );
}
