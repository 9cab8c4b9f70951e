import { useTranslation } from 'react-i18next';
import { LoginForm } from '@/web/features/auth';
import type { SocialReturnState } from '@/web/lib/session';
import { useBootstrap } from '@/web/lib/use-bootstrap';
import { useLogo } from '@/web/lib/use-logo';
import * as css from '../agent.css';

/** /agent (spec §2): agent-backend branding, the opening-hours tip and a login form without remember-me. */
export function AgentLoginPage({ social }: { social?: SocialReturnState }) {
  const { t } = useTranslation('auth');
  const { brand } = useBootstrap();
  const logo = useLogo();
  return (
    <main className={css.loginPage}>
      <section className={css.card} aria-labelledby="agent-login-title">
        <div className={css.brand}>
          <img className={css.logo} src={logo} alt={brand.displayName} width={150} height={36} />
        </div>
        <h1 id="agent-login-title" className={css.title}>
          {t('agentBackend')}
        </h1>
        <p className={css.tip}>{t('agentHours')}</p>
        <LoginForm path="agent" social={social} />
      </section>
    </main>
  );
}
