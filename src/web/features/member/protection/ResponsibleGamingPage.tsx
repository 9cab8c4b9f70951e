import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExclusionView, ProtectionState } from '@/core/api/identity-protection';
import { type ExclusionPeriod, exclusionEnd, kindOfPeriod } from '@/core/exclusion';
import { useLogout } from '@/web/features/auth';
import { api, post } from '@/web/lib/api';
import { useErrorText } from '@/web/lib/use-error-text';
import { useFormat } from '@/web/lib/use-format';
import { button } from '@/web/ui/button.css';
import { ConfirmDialog } from '@/web/ui/ConfirmDialog';
import * as form from '@/web/ui/form.css';
import * as page from '@/web/ui/page.css';
import { ErrorMessage, Loading } from '@/web/ui/States';

/**
 * Member centre "Responsible gaming" (issue 27, docs/responsible-gaming.md): take a break (24 h to 6 weeks) or
 * self-exclude (6 months to permanent). A confirmation says exactly what happens; confirmed, the server records
 * it and ends every session, and this screen signs out here too.
 */
export function ResponsibleGamingPage() {
  const { t } = useTranslation('protection');
  const errorText = useErrorText().of;
  const state = useQuery({
    queryKey: ['protection-state'],
    queryFn: ({ signal }) => api<ProtectionState>('/wps/member/protection', { signal }),
  });
  return (
    <div style={{ display: 'grid', gap: 20 }}>
      <h1 className={page.title}>{t('title')}</h1>
      <p className={page.muted}>{t('intro')}</p>
      {state.isPending ? (
        <Loading />
      ) : state.isError ? (
        <ErrorMessage text={errorText(state.error)} onRetry={() => void state.refetch()} />
      ) : (
        <>
          <ExclusionForm kind="break" periods={state.data.breakPeriods} />
          <ExclusionForm kind="self_exclusion" periods={state.data.selfExclusionPeriods} />
        </>
      )}
    </div>
  );
}

function ExclusionForm({
  kind,
  periods,
}: {
  kind: 'break' | 'self_exclusion';
  periods: readonly ExclusionPeriod[];
}) {
  const { t } = useTranslation('protection');
  const format = useFormat({ brandTime: true });
  const errorText = useErrorText().of;
  const logout = useLogout();
  const [period, setPeriod] = useState<ExclusionPeriod | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const section = kind === 'break' ? 'break' : 'selfExclusion';
  const end = period ? exclusionEnd(period, new Date()) : null;
  const until = end ? String(format.dateTime(end)) : '';
  const confirm = async () => {
    if (!period) return;
    setBusy(true);
    setError(null);
    try {
      await post<ExclusionView>('/wps/member/protection/exclusion', { period, confirmed: true });
      // The server ended every session: forget this one and go home.
      await logout('/');
    } catch (e) {
      setError(errorText(e));
      setConfirming(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby={`rg-${section}`} style={{ display: 'grid', gap: 10 }}>
      <h2 id={`rg-${section}`} className={page.heading}>
        {t(`${section}.title`)}
      </h2>
      <p className={page.muted}>{t(`${section}.text`)}</p>
      <fieldset style={{ border: 0, padding: 0, margin: 0, display: 'flex', flexWrap: 'wrap', gap: 12 }}>
        <legend className={form.label}>{t('choose')}</legend>
        {periods.map((p) => (
          <label key={p} className={form.check}>
            <input
              type="radio"
              name={`rg-${section}`}
              value={p}
              checked={period === p}
              onChange={() => setPeriod(p)}
            />
            {t(`period.${p}`)}
          </label>
        ))}
      </fieldset>
      {error && (
        <p className={form.error} role="alert">
          {error}
        </p>
      )}
      <div className={page.actions}>
        <button
          type="button"
          className={kind === 'break' ? button.primary : button.secondary}
          disabled={!period || busy}
          onClick={() => setConfirming(true)}
        >
          {t(`${section}.action`)}
        </button>
      </div>
      {confirming && period && (
        <ConfirmDialog
          title={t(`${section}.confirmTitle`, { period: t(`period.${period}`) })}
          message={
            kindOfPeriod(period) === 'break'
              ? t('break.confirm', { until })
              : end
                ? t('selfExclusion.confirm', { until })
                : t('selfExclusion.confirmPermanent')
          }
          confirmLabel={t(`${section}.confirmAction`)}
          onConfirm={() => void confirm()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </section>
  );
}
