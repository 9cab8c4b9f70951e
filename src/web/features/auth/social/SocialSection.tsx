import { useAtomValue } from 'jotai';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { afterLoginAtom } from '@/web/lib/session';
import * as form from '@/web/ui/form.css';
import { SocialButtons } from './SocialButtons';

/** The page a member returns to after signing in with a provider (never the login or register page itself). */
function useReturnTo(path: 'member' | 'agent'): string {
  const afterLogin = useAtomValue(afterLoginAtom);
  if (path === 'agent') return '/agentHome';
  if (afterLogin) return afterLogin;
  const here = window.location.pathname;
  return here === '/login' || here === '/register' ? '/' : `${here}${window.location.search}`;
}

function Section({ path, error }: { path: 'member' | 'agent'; error?: string }) {
  const { t } = useTranslation('social');
  const returnTo = useReturnTo(path);
  return (
    <>
      {error && (
        <p className={form.alert} role="alert" data-social-error={error}>
          {t(`errors.${error}` as 'errors.social_cancelled', {
            defaultValue: t('errors.social_provider_error'),
          })}
        </p>
      )}
      <SocialButtons path={path} returnTo={returnTo} />
    </>
  );
}

/**
 * Social sign-in on the login, register and agent login forms: why the last attempt failed (when it did) and the
 * brand's provider buttons. Its translations load on their own, so the form never waits for them.
 */
export function SocialSection(props: { path: 'member' | 'agent'; error?: string }) {
  return (
    <Suspense fallback={null}>
      <Section {...props} />
    </Suspense>
  );
}
