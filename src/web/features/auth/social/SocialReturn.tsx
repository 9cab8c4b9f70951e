import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/web/lib/api';
import { useErrorText } from '@/web/lib/use-error-text';
import type { DeviceChallenge } from '../api/types';
import { DeviceVerification } from '../components/DeviceVerification';
import { useCompleteLogin } from '../use-complete-login';
import { type SocialLogin, type SocialResult, socialResult } from './api';
import { SocialLink } from './SocialLink';
import { SocialRegister } from './SocialRegister';
import * as css from './social.css';

/**
 * Back from the provider (?social=<id>): asks the server what the callback left for this browser. A linked
 * identity is logged in (a new device still verifies); an unknown one gets the choice between a new account and
 * linking an existing one. Any failure goes back to the login form with its message.
 */
export function SocialReturn({
  path,
  onError,
}: {
  path: 'member' | 'agent';
  onError: (message: string) => void;
}) {
  const { t } = useTranslation('social');
  const errorText = useErrorText();
  const complete = useCompleteLogin();
  const [result, setResult] = useState<SocialResult | null>(null);
  const [challenge, setChallenge] = useState<DeviceChallenge | null>(null);
  const asked = useRef(false);

  const finish = (answer: SocialLogin) =>
    complete(answer.login, { via: 'social', path, returnTo: answer.returnTo });

  useEffect(() => {
    // Once: the server hands a login out a single time.
    if (asked.current) return;
    asked.current = true;
    socialResult()
      .then((value) => (value.kind === 'login' ? finish(value) : setResult(value)))
      .catch((error) => {
        if (error instanceof ApiError && error.code === 'verification_required') {
          setChallenge(error.value as DeviceChallenge);
          return;
        }
        onError(errorText.of(error));
      });
  });

  if (challenge) {
    return (
      <DeviceVerification
        challenge={challenge}
        onDone={(answer) => complete(answer, { via: 'social', path })}
        onCancel={() => onError(errorText.code('social_flow_expired'))}
      />
    );
  }
  if (result?.kind !== 'choice') {
    return (
      <p className={css.status} role="status" aria-live="polite">
        {t('finishing')}
      </p>
    );
  }
  const name = result.provider.displayName;
  return (
    <div className={css.choice}>
      <div>
        <h3 className={css.panelTitle}>{t('choiceTitle', { name })}</h3>
        <p className={css.intro}>{t('choiceIntro')}</p>
      </div>
      <section className={css.panel} aria-labelledby="social-new">
        <h4 id="social-new" className={css.panelTitle}>
          {t('newAccount')}
        </h4>
        <p className={css.intro}>{t('newAccountHint', { name })}</p>
        <SocialRegister prefill={result.prefill} onDone={finish} />
      </section>
      <section className={css.panel} aria-labelledby="social-link">
        <h4 id="social-link" className={css.panelTitle}>
          {t('linkAccount')}
        </h4>
        <p className={css.intro}>{t('linkHint', { name })}</p>
        <SocialLink onDone={finish} />
      </section>
    </div>
  );
}
