import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { button } from './button.css';
import * as css from './states.css';

/** Loading, error and empty states shared by the screens of every feature (texts from `common`). */
export function Loading() {
  const { t } = useTranslation();
  return (
    <div className={css.state} role="status" aria-label={t('loading')}>
      <span className={css.spinner} aria-hidden="true" />
    </div>
  );
}

/** An error's text (each feature translates its errors) with an optional retry. */
export function ErrorMessage({ text, onRetry }: { text: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={css.state}>
      <p role="alert" className={css.message}>
        {text}
      </p>
      {onRetry && (
        <button type="button" className={button.secondary} onClick={onRetry}>
          {t('retry')}
        </button>
      )}
    </div>
  );
}

export function Empty({ text }: { text: string }) {
  return (
    <div className={css.state}>
      <p className={css.message}>{text}</p>
    </div>
  );
}

/**
 * An agent-only account (types 41, 42) on a player-site page: it works in the agent center only (the server refuses
 * it every player call), so the page says so and leads back there.
 */
export function AgentAreaOnly() {
  const { t } = useTranslation();
  const { t: te } = useTranslation('errors');
  return (
    <div className={css.state}>
      <p role="note" className={css.message}>
        {te('agent_area_only')}
      </p>
      <Link to="/agentHome" className={button.primary}>
        {t('account.agentCenter')}
      </Link>
    </div>
  );
}
