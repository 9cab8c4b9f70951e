import { type FormEvent, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyNamed } from '@/web/lib/lazy-named';
import { useBootstrap } from '@/web/lib/use-bootstrap';
import { useErrorText } from '@/web/lib/use-error-text';
import { useFormat } from '@/web/lib/use-format';
import { button } from '@/web/ui/button.css';
import { Field } from '@/web/ui/Field';
import * as form from '@/web/ui/form.css';
import { Empty, ErrorState, Loading } from '@/web/ui/States';
import * as css from '../agent.css';
import { useLinkMutation, useLinks } from '../api/links';
import type { MarketingLink } from '../api/work-types';
import { periodOf, useReportWindow } from '../period';
import * as work from '../work.css';
import { CopyButton } from './CopyButton';
import { ExportButton } from './ExportButton';
import { PageFrame } from './Figures';
import { PeriodPicker } from './PeriodPicker';

const InviteQr = lazyNamed(() => import('./InviteQr'), 'InviteQr');
const CAMPAIGN_MAX = 40;

/** The address a link shares: /r/<code> on the brand's main domain counts the click and opens registration. */
export const linkUrl = (domain: string, code: string) => `https://${domain}/r/${encodeURIComponent(code)}`;

/**
 * agentLinks (marketing links): several invitation links, each with a campaign name, its own code and QR code
 * (spec §9 QR defaults), and its funnel for the period — clicks, registrations, first deposits. A paused link
 * neither counts clicks nor accepts registrations.
 */
export function LinksPage() {
  const { t } = useTranslation('agent');
  const { t: tt } = useTranslation('agentTools');
  const [window, setWindow] = useReportWindow();
  const period = periodOf(window);
  const links = useLinks(period);
  return (
    <PageFrame title={tt('menu.agentLinks')}>
      <CreateLink full={links.data ? links.data.list.length >= links.data.max : false} />
      <section className={css.panel} aria-label={t('period.label')}>
        <PeriodPicker window={window} onChange={setWindow} />
      </section>
      <section className={css.panel} aria-labelledby="links-heading">
        <div className={work.sectionHead}>
          <h2 id="links-heading" className={css.heading}>
            {tt('links.heading')}
          </h2>
          <ExportButton report="links" query={period} label={tt('menu.agentLinks')} />
        </div>
        <p className={css.muted}>{tt('links.intro')}</p>
        {links.isPending ? (
          <Loading />
        ) : links.isError ? (
          <ErrorState notFoundIsAnswer error={links.error} onRetry={() => void links.refetch()} />
        ) : links.data.list.length === 0 ? (
          <Empty text={tt('links.empty')} />
        ) : (
          <>
            <p className={css.muted}>
              {tt('links.count', { used: links.data.list.length, max: links.data.max })}
            </p>
            <ul className={work.links}>
              {links.data.list.map((link) => (
                <LinkCard key={link.code} link={link} />
              ))}
            </ul>
          </>
        )}
      </section>
    </PageFrame>
  );
}

function CreateLink({ full }: { full: boolean }) {
  const { t } = useTranslation('agentTools');
  const errorText = useErrorText();
  const create = useLinkMutation<{ campaign: string }>('/wps/agent/links');
  const [campaign, setCampaign] = useState('');
  const [error, setError] = useState<string>();
  const [made, setMade] = useState<string>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMade(undefined);
    const name = campaign.trim();
    if (!name) return setError(errorText.required());
    try {
      const link = await create.mutateAsync({ campaign: name });
      setCampaign('');
      setError(undefined);
      setMade(t('links.created', { campaign: link.campaign }));
    } catch (failure) {
      setError(errorText.of(failure));
    }
  };
  return (
    <section className={css.panel} aria-labelledby="new-link">
      <h2 id="new-link" className={css.heading}>
        {t('links.create')}
      </h2>
      <form className={form.form} onSubmit={(event) => void submit(event)} noValidate>
        <Field
          label={t('links.campaign')}
          name="campaign"
          value={campaign}
          maxLength={CAMPAIGN_MAX}
          autoComplete="off"
          error={error}
          onChange={(event) => setCampaign(event.target.value)}
        />
        <button
          type="submit"
          className={button.primary}
          style={{ justifySelf: 'start' }}
          disabled={full || create.isPending}
        >
          {t('links.createSubmit')}
        </button>
        {made && (
          <p className={form.success} role="status">
            {made}
          </p>
        )}
      </form>
    </section>
  );
}

function LinkCard({ link }: { link: MarketingLink }) {
  const { t } = useTranslation('agentTools');
  const { t: ta } = useTranslation('agent');
  const format = useFormat({ brandTime: true });
  const { mainDomain, brand } = useBootstrap();
  const update = useLinkMutation<{ code: string; active: boolean }>('/wps/agent/links/update');
  const url = linkUrl(mainDomain, link.code);
  const rate = link.clicks > 0 ? link.registrations / link.clicks : null;
  const steps: [string, string][] = [
    [t('columns.clicks'), format.count(link.clicks)],
    [t('columns.registrations'), format.count(link.registrations)],
    [
      ta('overview.firstDeposits'),
      `${format.count(link.firstDeposits)} · ${format.money(link.firstDepositAmount)}`,
    ],
  ];
  return (
    <li className={work.link} data-testid={`link-${link.campaign}`}>
      <div style={{ display: 'grid', gap: 10, minWidth: 0 }}>
        <div className={work.linkHead}>
          <h3 className={work.linkName}>{link.campaign}</h3>
          <span className={link.active ? css.pill : css.pillWarn}>
            {link.active ? t('links.active') : t('links.paused')}
          </span>
          <button
            type="button"
            className={css.smallButton}
            disabled={update.isPending}
            aria-label={t(link.active ? 'links.pauseOf' : 'links.resumeOf', { campaign: link.campaign })}
            onClick={() => update.mutate({ code: link.code, active: !link.active })}
          >
            {link.active ? t('links.pause') : t('links.resume')}
          </button>
        </div>
        <div className={css.copyRow}>
          <span className={css.label}>{t('columns.code')}</span>
          <span className={css.mono}>{link.code}</span>
        </div>
        <div className={css.copyRow}>
          <span className={css.label}>{t('links.link')}</span>
          <span className={css.mono} data-testid="link-url">
            {url}
          </span>
          <CopyButton text={url} label={`${t('links.link')} ${link.campaign}`} />
        </div>
        <ol className={work.funnel} aria-label={t('links.funnel')}>
          {steps.map(([label, value]) => (
            <li key={label} className={work.funnelStep}>
              <span className={work.funnelValue}>{value}</span>
              <span className={work.funnelLabel}>{label}</span>
            </li>
          ))}
        </ol>
        {rate !== null && (
          <p className={css.muted}>
            {t('links.conversion', {
              rate: format.percent(rate),
            })}
          </p>
        )}
      </div>
      <div className={work.linkQr}>
        <Suspense fallback={<span style={{ display: 'inline-block', width: 128, height: 128 }} />}>
          <InviteQr
            value={url}
            logo={brand.logoCompactUrl ?? brand.logoUrl}
            title={t('links.qrOf', { campaign: link.campaign })}
          />
        </Suspense>
      </div>
    </li>
  );
}
