import { useTranslation } from 'react-i18next';
import { startHref, useSocialProviders } from './api';
import { SocialIcon } from './SocialIcon';
import * as css from './social.css';

/**
 * The brand's social sign-in buttons (login, register, agent login): plain links to the start call, so no
 * OpenID code ever reaches the browser. Nothing shows while loading or when the brand has none.
 */
export function SocialButtons({ path, returnTo }: { path: 'member' | 'agent'; returnTo: string }) {
  const { t } = useTranslation('social');
  const providers = useSocialProviders(path);
  if (providers.isError) {
    return (
      <p className={css.intro} role="status">
        {t('optionsError')}
      </p>
    );
  }
  if (!providers.data?.length) return null;
  return (
    <nav className={css.group} aria-label={t('optionsLabel')}>
      <div className={css.divider}>{t('or')}</div>
      {providers.data.map((provider) => (
        <a
          key={provider.id}
          className={css.provider}
          href={startHref(provider, path, returnTo)}
          data-provider={provider.id}
        >
          <SocialIcon name={provider.icon} />
          {t('continueWith', { name: provider.displayName })}
        </a>
      ))}
    </nav>
  );
}
