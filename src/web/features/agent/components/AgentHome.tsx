import { useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tokenAtom, useMemberInfo } from '../../../lib/session';
import { useBootstrap } from '../../../lib/use-bootstrap';
import { button } from '../../../ui/button.css';
import { useErrorText } from '../../auth/use-error-text';
import { useLogout } from '../../auth/use-logout';
import * as css from './agent.css';

function utcOffset(date: Date): string {
  const minutes = -date.getTimezoneOffset();
  const sign = minutes >= 0 ? '+' : '-';
  const abs = Math.abs(minutes);
  return `GMT${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** The agent header's live clock, refreshed every second (spec §9). */
function Clock() {
  const { i18n } = useTranslation();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <time className={css.clock} dateTime={now.toISOString()}>
      {utcOffset(now)} {now.toLocaleString(i18n.language === 'cn' ? 'zh-CN' : i18n.language)}
    </time>
  );
}

/**
 * /agentHome: the agent layout (timezone, live clock, nickname, sign out) and the agent's own invitation code and
 * link with its QR code. The agent-center pages themselves (team, contracts, reports) come with the agent issue.
 */
export function AgentHome() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const { mainDomain } = useBootstrap();
  const info = useMemberInfo();
  const logout = useLogout();
  const account = info.data;
  const token = useAtomValue(tokenAtom);

  useEffect(() => {
    if (!token || (account && !account.isAgent)) void navigate({ to: '/agent' });
  }, [account, navigate, token]);

  if (info.isError) {
    return (
      <main className={css.page}>
        <p role="alert">{errorText.code('unknown_error')}</p>
      </main>
    );
  }
  if (!account) return <div className="boot-splash" role="status" aria-label={t('loading')} />;
  const link = account.affiliateCode
    ? `https://${mainDomain}/register?affiliateCode=${account.affiliateCode}`
    : null;
  return (
    <>
      <header className={css.header}>
        <strong>{t('agentCenter')}</strong>
        <div className={css.spacer} />
        <Clock />
        <span>{account.nickname || account.account}</span>
        <button type="button" className={button.secondary} onClick={() => void logout('/agent')}>
          {t('logout')}
        </button>
      </header>
      <main className={css.main}>
        <section className={css.panel} aria-labelledby="agent-welcome">
          <h1 id="agent-welcome" className={css.title}>
            {t('agentWelcome', { name: account.nickname || account.account })}
          </h1>
          <dl className={css.list}>
            <dt>{t('field.username')}</dt>
            <dd>{account.account}</dd>
            <dt>{t('accountType')}</dt>
            <dd>{t(`type.${account.type}` as 'login', { defaultValue: String(account.type) })}</dd>
          </dl>
        </section>
        {link && (
          <section className={css.panel} aria-labelledby="agent-invite">
            <h2 id="agent-invite" className={css.title}>
              {t('inviteTitle')}
            </h2>
            <div className={css.invite}>
              <div className={css.qr}>
                <QRCodeSVG value={link} size={160} marginSize={2} level="M" title={t('inviteQr')} />
              </div>
              <div>
                <p>{t('inviteCode')}</p>
                <p className={css.code} data-testid="affiliate-code">
                  {account.affiliateCode}
                </p>
                <p className={css.code} style={{ fontSize: 13 }}>
                  {link}
                </p>
              </div>
            </div>
          </section>
        )}
      </main>
    </>
  );
}
