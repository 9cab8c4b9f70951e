import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/web/lib/api';
import { lazyNamed } from '@/web/lib/lazy-named';
import { useBootstrap } from '@/web/lib/use-bootstrap';
import { useErrorText } from '@/web/lib/use-error-text';
import { useFormat } from '@/web/lib/use-format';
import * as fig from '@/web/ui/figures.css';
import { Empty, ErrorMessage, Loading } from '@/web/ui/States';
import { useReferral } from '../api/engage';
import { useLoyaltyAccount } from '../api/keys';
import * as css from '../loyalty.css';
import { Invitees } from './Invitees';
import { CopyButton, ShareButtons } from './ShareButtons';

/** The spec §9 QR code and its library load with the page's share panel. */
const SpecQrCode = lazyNamed(() => import('@/web/ui/SpecQrCode'), 'SpecQrCode');

/** Member center referral (invite friends): code, link, QR code, share buttons, then the invited friends. */
export function ReferralPage() {
  const { t } = useTranslation('loyalty');
  const errorText = useErrorText().of;
  const { player, info } = useLoyaltyAccount();
  const [pageNo, setPageNo] = useState(1);
  const referral = useReferral(pageNo, player);
  const code = referral.error instanceof ApiError ? referral.error.code : null;
  return (
    <div className={css.page}>
      <h1 className={css.title}>{t('referral.title')}</h1>
      {info.isPending ? (
        <Loading />
      ) : !player || code === 'referral_not_player' ? (
        // Spec §6 and §8 "Invite friends by non-player": a warning, nothing to share.
        <p className={css.warning} role="alert">
          {t('referral.nonPlayer')}
        </p>
      ) : code === 'referral_disabled' ? (
        <Empty text={t('referral.disabled')} />
      ) : referral.isPending ? (
        <Loading />
      ) : referral.isError ? (
        <ErrorMessage text={errorText(referral.error)} onRetry={() => void referral.refetch()} />
      ) : (
        <>
          <SharePanel code={referral.data.code} link={referral.data.link} rules={referral.data.rules} />
          <Summary summary={referral.data.summary} />
          <Invitees data={referral.data} pageNo={pageNo} onPage={setPageNo} />
        </>
      )}
    </div>
  );
}

function SharePanel({
  code,
  link,
  rules,
}: {
  code: string;
  link: string;
  rules: { minFirstDeposit: string; minValidBet: string; withinDays: number; reward: string };
}) {
  const { t } = useTranslation('loyalty');
  const format = useFormat();
  const { brand } = useBootstrap();
  const [copied, setCopied] = useState<boolean | null>(null);
  return (
    <section className={css.panel} aria-labelledby="referral-share">
      <h2 id="referral-share" className={css.heading}>
        {t('referral.intro')}
      </h2>
      <p className={css.muted}>
        {t('referral.rule', {
          deposit: format.money(rules.minFirstDeposit),
          bet: format.money(rules.minValidBet),
          days: rules.withinDays,
          reward: format.money(rules.reward),
        })}
      </p>
      <div className={css.shareGrid}>
        <div className={css.page}>
          <div className={css.progress}>
            <span className={css.factTerm}>{t('referral.code')}</span>
            <p className={css.codeText} data-testid="referral-code">
              {code}
            </p>
          </div>
          <div className={css.progress}>
            <span className={css.factTerm}>{t('referral.link')}</span>
            <p className={css.linkText} data-testid="referral-link">
              {link}
            </p>
          </div>
          <div className={css.actions}>
            <CopyButton text={code} label={t('referral.copyCode')} onResult={setCopied} />
            <CopyButton text={link} label={t('referral.copyLink')} onResult={setCopied} />
          </div>
          <p role="status" className={copied === null ? css.visuallyHidden : css.muted}>
            {copied === null ? '' : copied ? t('referral.copied') : t('referral.copyFailed')}
          </p>
          <ShareButtons link={link} brand={brand.displayName} />
        </div>
        <div className={css.qr}>
          <Suspense fallback={<span style={{ display: 'block', aspectRatio: '1' }} />}>
            <SpecQrCode value={link} logo={brand.logoCompactUrl ?? brand.logoUrl} title={t('referral.qr')} />
          </Suspense>
        </div>
      </div>
    </section>
  );
}

function Summary({
  summary,
}: {
  summary: { invited: number; pending: number; rewarded: number; rewardTotal: string };
}) {
  const { t } = useTranslation('loyalty');
  const format = useFormat();
  const tiles: [string, string][] = [
    [t('referral.invitees'), format.number(summary.invited)],
    [t('referral.summary.pending'), format.number(summary.pending)],
    [t('referral.summary.rewarded'), format.number(summary.rewarded)],
    [t('referral.summary.rewardTotal'), format.money(summary.rewardTotal)],
  ];
  return (
    <dl className={fig.figures}>
      {tiles.map(([label, value]) => (
        <div key={label} className={fig.figure}>
          <dt className={fig.figureLabel}>{label}</dt>
          <dd className={fig.figureValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
