import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import type { MaintenanceValue, RegionValue, SwitchRow } from '@/core/api/office-switches';
import { button } from '@/web/ui/button.css';
import * as form from '@/web/ui/form.css';
import { brandPath, officeApi } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { allows, brandOf, useMe } from '../../lib/session';
import * as css from '../../shell/office.css';
import { QueryState } from '../../shell/QueryState';
import { AnnouncementSwitches } from './AnnouncementSwitches';
import { Origin, ResetButton } from './parts';
import { PromotionSwitches, VendorSwitches } from './SwitchLists';
import { errorText, type SwitchActions, useSwitchMutation } from './useSwitches';

/**
 * Brand switches (docs/back-office.md "Brand switches"): maintenance of the whole site, region blocks, one vendor's
 * maintenance, promotions and announcements, changed live on every server without a restart. Each card shows what
 * is served now, whether it comes from the brand folder or an override, and can return to the folder's value.
 */
export function SwitchesPage() {
  const t = useT('switches');
  const { brand } = useParams({ from: '/office/$brand' });
  const me = useMe();
  const staffBrand = brandOf(me, brand);
  const canWrite = allows(staffBrand, 'switches.write');
  const [reason, setReason] = useState('');
  const [saved, setSaved] = useState(false);
  const list = useQuery({
    queryKey: ['office', brand, 'switches'],
    queryFn: () => officeApi<{ switches: SwitchRow[] }>(brandPath(brand, 'switches')),
  });
  const mutation = useSwitchMutation(brand, reason, setSaved);
  const reasonOk = reason.trim().length >= 3;
  const actions: SwitchActions = {
    brand,
    canWrite,
    language: staffBrand?.languages[0] ?? 'en',
    busy: mutation.isPending || !reasonOk,
    set: (key, value) => mutation.mutate({ key, value }),
    remove: (key) => mutation.mutate({ key, remove: true }),
  };
  return (
    <>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      {canWrite ? (
        <label className={form.field}>
          <span className={form.label}>{t('reason')}</span>
          <input
            className={form.input}
            value={reason}
            minLength={3}
            maxLength={500}
            required
            aria-describedby="switch-reason-hint"
            onChange={(e) => {
              setReason(e.target.value);
              setSaved(false);
            }}
          />
          <span id="switch-reason-hint" className={form.hint}>
            {t('reasonHint')}
          </span>
        </label>
      ) : (
        <p className={form.hint}>{t('readOnly')}</p>
      )}
      <div aria-live="polite">
        {mutation.isError && (
          <p role="alert" className={form.error}>
            {errorText(mutation.error)}
          </p>
        )}
        {saved && !mutation.isPending && <p className={form.success}>{t('saved')}</p>}
      </div>
      <QueryState query={list}>
        {(data) => {
          const of = (kind: SwitchRow['kind']) => data.switches.filter((s) => s.kind === kind);
          return (
            <>
              <MaintenanceCard row={of('maintenance')[0]!} actions={actions} />
              <RegionCard row={of('region')[0]!} actions={actions} />
              <VendorSwitches rows={of('vendor')} actions={actions} />
              <PromotionSwitches rows={of('promotion')} actions={actions} />
              <AnnouncementSwitches rows={[...of('notice'), ...of('popup')]} actions={actions} />
            </>
          );
        }}
      </QueryState>
    </>
  );
}

function MaintenanceCard({ row, actions }: { row: SwitchRow; actions: SwitchActions }) {
  const t = useT('switches');
  const now = row.effective as MaintenanceValue;
  const [message, setMessage] = useState(now.message?.[actions.language as 'en'] ?? '');
  const value = (enabled: boolean): MaintenanceValue => {
    const text = message.trim();
    const texts: Record<string, string> = { ...now.message };
    if (text) texts[actions.language] = text;
    else delete texts[actions.language];
    return Object.keys(texts).length > 0 ? { enabled, message: texts } : { enabled };
  };
  return (
    <section className={css.card} aria-labelledby="sw-maintenance">
      <h2 id="sw-maintenance">{t('maintenance.title')}</h2>
      <p>
        <strong data-testid="maintenance-state">
          {now.enabled ? t('maintenance.on') : t('maintenance.off')}
        </strong>
      </p>
      <Origin row={row} />
      {actions.canWrite && (
        <>
          <label className={form.field}>
            <span className={form.label}>{t('maintenance.message', { language: actions.language })}</span>
            <textarea
              className={form.input}
              rows={2}
              maxLength={2000}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
            />
          </label>
          <div className={css.filters}>
            {now.enabled ? (
              <button
                type="button"
                className={button.primary}
                disabled={actions.busy}
                onClick={() => actions.set('maintenance', value(false))}
              >
                {t('maintenance.reopen')}
              </button>
            ) : (
              <button
                type="button"
                className={button.primary}
                disabled={actions.busy}
                onClick={() => actions.set('maintenance', value(true))}
              >
                {t('maintenance.close')}
              </button>
            )}
            <ResetButton row={row} actions={actions} />
          </div>
        </>
      )}
    </section>
  );
}

const splitList = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);

function RegionCard({ row, actions }: { row: SwitchRow; actions: SwitchActions }) {
  const t = useT('switches');
  const now = row.effective as RegionValue;
  const [countries, setCountries] = useState(now.blockedCountries.join(', '));
  const [cidrs, setCidrs] = useState(now.blockedCidrs.join('\n'));
  return (
    <section className={css.card} aria-labelledby="sw-region">
      <h2 id="sw-region">{t('region.title')}</h2>
      <Origin row={row} />
      <label className={form.field}>
        <span className={form.label}>{t('region.countries')}</span>
        <input
          className={form.input}
          value={countries}
          readOnly={!actions.canWrite}
          aria-describedby="sw-countries-hint"
          onChange={(e) => setCountries(e.target.value.toUpperCase())}
        />
        <span id="sw-countries-hint" className={form.hint}>
          {t('region.countriesHint')}
        </span>
      </label>
      <label className={form.field}>
        <span className={form.label}>{t('region.cidrs')}</span>
        <textarea
          className={form.input}
          rows={3}
          value={cidrs}
          readOnly={!actions.canWrite}
          aria-describedby="sw-cidrs-hint"
          onChange={(e) => setCidrs(e.target.value)}
        />
        <span id="sw-cidrs-hint" className={form.hint}>
          {t('region.cidrsHint')}
        </span>
      </label>
      {actions.canWrite && (
        <div className={css.filters}>
          <button
            type="button"
            className={button.primary}
            disabled={actions.busy}
            onClick={() =>
              actions.set('region', {
                blockedCountries: [...new Set(splitList(countries))],
                blockedCidrs: [...new Set(splitList(cidrs))],
              })
            }
          >
            {t('save')}
          </button>
          <ResetButton row={row} actions={actions} />
        </div>
      )}
    </section>
  );
}
