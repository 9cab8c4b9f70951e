import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { PlayerProfile } from '@/core/api/office-players';
import { officeApi } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { QueryState } from '../../shell/QueryState';
import { ActivitySections } from './ActivitySections';
import { MoneySection } from './MoneySection';
import { ProtectionSection } from './ProtectionSection';
import { ReasonAction, Section, useCan, usePlayer, when } from './player-lib';
import * as local from './players.css';

/**
 * A player's page (Player 360): each section loads on its own; actions appear to staff whose roles allow them
 * (the server checks again) and each asks for a reason that goes to the audit log.
 */
export function PlayerPage() {
  const t = useT('players');
  const { brand, id, path } = usePlayer();
  const profile = useQuery({
    queryKey: ['office', brand, 'player', id, 'profile'],
    queryFn: () => officeApi<PlayerProfile>(path()),
  });
  return (
    <>
      <p>
        <Link to={'/office/$brand/players' as '/office/$brand'} params={{ brand }}>
          {t('back')}
        </Link>
      </p>
      <QueryState query={profile}>{(p) => <Profile profile={p} />}</QueryState>
      <MoneySection />
      <ProtectionSection />
      <ActivitySections />
    </>
  );
}

function Profile({ profile: p }: { profile: PlayerProfile }) {
  const t = useT('players');
  const can = useCan();
  const { path } = usePlayer();
  const rows: [string, string | number | null][] = [
    [t('status'), t(`state.${p.status}`)],
    [t('nickname'), p.nickname],
    [t('field.mobile'), p.mobile],
    [t('field.email'), p.email],
    [t('field.payee'), p.payeeName],
    [t('vip'), p.vipLevel],
    [t('kyc'), p.kycLevel < 0 ? t('kycNone') : p.kycLevel],
    [t('upline'), p.upline],
    [t('referrer'), p.referrer],
    [t('registered'), `${when(p.createdAt)} · ${p.registerIp ?? ''}`],
    [t('lastLogin'), when(p.lastLoginAt)],
    [t('mustChange'), p.mustChangePassword ? t('yes') : t('no')],
    [t('twoFactor'), p.totpEnabled ? t('on') : t('off')],
  ];
  return (
    <>
      <h1>
        {p.username} <small>#{p.id}</small>
      </h1>
      <div className={local.sections}>
        <Section id="profile" title={t('section.profile')}>
          <dl className={local.facts}>
            {rows.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value ?? '—'}</dd>
              </div>
            ))}
          </dl>
          {p.payees.length > 0 && (
            <ul>
              {p.payees.map((b) => (
                <li key={`${b.bank}-${b.accountNo}`}>
                  {b.bank} {b.accountNo} · {b.holder}
                </li>
              ))}
            </ul>
          )}
          {!p.pii && <p>{t('masked')}</p>}
        </Section>
        {can('players.act') && (
          <Section id="account-actions" title={t('section.actions')}>
            <ReasonAction
              label={p.status === 'active' ? t('lock') : t('unlock')}
              url={path(`/control/${p.status === 'active' ? 'lock' : 'unlock'}`)}
              tone="primary"
            />
            <ReasonAction label={t('forcePassword')} url={path('/control/force-password')} />
            {p.totpEnabled && <ReasonAction label={t('reset2fa')} url={path('/control/reset-2fa')} />}
          </Section>
        )}
      </div>
    </>
  );
}
