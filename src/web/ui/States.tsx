import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api';
import { useErrorText } from '../lib/use-error-text';
import { button } from './button.css';
import * as css from './states.css';

/**
 * Loading, error and empty states shared by the screens of every feature (texts from `common`). A `text` shows
 * beside the spinner and names the status (a feature's own loading text).
 */
export function Loading({ text }: { text?: string }) {
  const { t } = useTranslation();
  return (
    <div className={css.state} role="status" aria-label={text ?? t('loading')}>
      <span className={css.spinner} aria-hidden="true" />
      {text && <p className={css.message}>{text}</p>}
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

/**
 * A failed query's translated message with an optional retry. With `notFoundIsAnswer` a 404 (a member outside the
 * team, a bill that is not the agent's) is an answer, not a failure: its message shows without a retry. A
 * `fallback` replaces the generic text when the server sent no message of its own.
 */
export function ErrorState({
  error,
  onRetry,
  notFoundIsAnswer = false,
  fallback,
}: {
  error: unknown;
  onRetry?: () => void;
  notFoundIsAnswer?: boolean;
  fallback?: string;
}) {
  const errorText = useErrorText();
  const notFound = notFoundIsAnswer && error instanceof ApiError && error.status === 404;
  const serverMessage = error instanceof ApiError ? error.serverMessage : undefined;
  const text = fallback !== undefined && !serverMessage ? fallback : errorText.of(error);
  return <ErrorMessage text={text} onRetry={notFound ? undefined : onRetry} />;
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
