import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyNamed } from '@/web/lib/lazy-named';
import { useMemberInfo } from '@/web/lib/session';
import { useBootstrap } from '@/web/lib/use-bootstrap';
import * as css from '../agent.css';
import type { RegisteredDownline } from '../api/types';
import { CopyButton } from './CopyButton';
import { PageFrame } from './Figures';
import { RegisterDownlineForm } from './RegisterDownlineForm';

const InviteQr = lazyNamed(() => import('./InviteQr'), 'InviteQr');

/**
 * registerCenter: register a downline (a player, or a sub-agent where the agent's type allows) with a one-time
 * password shown once; and the agent's own invitation link and QR code, each with a copy button.
 */
export function RegisterCenterPage() {
  const { t } = useTranslation('agent');
  const [created, setCreated] = useState<RegisteredDownline | null>(null);
  return (
    <PageFrame title={t('menu.registerCenter')}>
      <div className={css.twoColumns}>
        <section className={css.panel} aria-labelledby="register-heading">
          <h2 id="register-heading" className={css.heading}>
            {t('register.heading')}
          </h2>
          {created ? (
            <Created created={created} onAgain={() => setCreated(null)} />
          ) : (
            <RegisterDownlineForm onCreated={setCreated} />
          )}
        </section>
        <InvitePanel />
      </div>
    </PageFrame>
  );
}

function Created({ created, onAgain }: { created: RegisteredDownline; onAgain: () => void }) {
  const { t } = useTranslation('agent');
  return (
    <div className={css.secret} role="status">
      <p style={{ margin: 0 }}>
        {t(created.kind === 'agent' ? 'register.createdAgent' : 'register.createdPlayer', {
          account: created.account,
        })}
      </p>
      <div className={css.copyRow}>
        <span className={css.label}>{t('register.account')}</span>
        <span className={css.code} data-testid="new-account">
          {created.account}
        </span>
        <CopyButton text={created.account} label={t('register.account')} />
      </div>
      <div className={css.copyRow}>
        <span className={css.label}>{t('register.oneTimePassword')}</span>
        <span className={css.code} data-testid="one-time-password">
          {created.oneTimePassword}
        </span>
        <CopyButton text={created.oneTimePassword} label={t('register.oneTimePassword')} />
      </div>
      <p className={css.muted}>{t('register.shownOnce')}</p>
      <button type="button" className={css.smallButton} onClick={onAgain} style={{ justifySelf: 'start' }}>
        {t('register.another')}
      </button>
    </div>
  );
}

function InvitePanel() {
  const { t } = useTranslation('agent');
  const { mainDomain, brand } = useBootstrap();
  const code = useMemberInfo().data?.affiliateCode;
  return (
    <section className={css.panel} aria-labelledby="invite-heading">
      <h2 id="invite-heading" className={css.heading}>
        {t('invite.heading')}
      </h2>
      {code ? (
        <>
          <p className={css.muted}>{t('invite.intro')}</p>
          <div className={css.copyRow}>
            <span className={css.label}>{t('invite.code')}</span>
            <span className={css.code} data-testid="affiliate-code">
              {code}
            </span>
            <CopyButton text={code} label={t('invite.code')} />
          </div>
          <div className={css.copyRow}>
            <span className={css.label}>{t('invite.link')}</span>
            <span className={css.code} data-testid="invite-link">
              {inviteLink(mainDomain, code)}
            </span>
            <CopyButton text={inviteLink(mainDomain, code)} label={t('invite.link')} />
          </div>
          <div className={css.qr}>
            <Suspense fallback={<span style={{ display: 'inline-block', width: 200, height: 200 }} />}>
              <InviteQr
                value={inviteLink(mainDomain, code)}
                logo={brand.logoCompactUrl ?? brand.logoUrl}
                title={t('invite.qr')}
              />
            </Suspense>
          </div>
        </>
      ) : (
        <p className={css.muted}>{t('invite.none')}</p>
      )}
    </section>
  );
}

const inviteLink = (domain: string, code: string) =>
  `https://${domain}/register?affiliateCode=${encodeURIComponent(code)}`;
