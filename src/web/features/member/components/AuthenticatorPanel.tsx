import { useQueryClient } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/web/lib/use-error-text';
import { button } from '@/web/ui/button.css';
import { Field } from '@/web/ui/Field';
import * as form from '@/web/ui/form.css';
import { disableTotp, enableTotp, startTotp } from '../api/totp';
import * as css from './member.css';

/** Google Authenticator (TOTP): enrol with a QR code and a first code; turn off with a current code. */
export function AuthenticatorPanel({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [setup, setSetup] = useState<{ secret: string; otpauthUrl: string } | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [disabling, setDisabling] = useState(false);

  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setError(undefined);
    try {
      await work();
      await queryClient.invalidateQueries({ queryKey: ['member-info'] });
      setSetup(null);
      setDisabling(false);
      setCode('');
    } catch (failure) {
      setError(errorText.of(failure));
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) {
      setError(t('totpSixDigits'));
      return;
    }
    void run(() => (setup ? enableTotp(code.trim()) : disableTotp(code.trim())));
  };

  return (
    <section className={css.panel} aria-labelledby="totp-title">
      <h2 id="totp-title" className={css.heading}>
        {t('authenticator')}
      </h2>
      <p className={css.status}>{enabled ? t('totpOn') : t('totpOff')}</p>
      {!enabled && !setup && (
        <div className={css.actions}>
          <button
            type="button"
            className={button.primary}
            disabled={busy}
            onClick={() => {
              setError(undefined);
              startTotp()
                .then(setSetup)
                .catch((failure) => setError(errorText.of(failure)));
            }}
          >
            {t('totpSetUp')}
          </button>
        </div>
      )}
      {enabled && !disabling && (
        <div className={css.actions}>
          <button type="button" className={button.secondary} onClick={() => setDisabling(true)}>
            {t('totpTurnOff')}
          </button>
        </div>
      )}
      {setup && (
        <>
          <p>{t('totpScan')}</p>
          <div className={css.qr}>
            <QRCodeSVG value={setup.otpauthUrl} size={180} level="M" marginSize={2} title={t('totpQr')} />
          </div>
          <p className={css.secret} data-testid="totp-secret">
            {setup.secret}
          </p>
        </>
      )}
      {(setup || disabling) && (
        <form className={form.form} onSubmit={submit} noValidate>
          <Field
            label={t('totpCode')}
            name="totp"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={error}
          />
          <div className={css.actions}>
            <button type="submit" className={button.primary} disabled={busy}>
              {setup ? t('totpEnable') : t('totpTurnOff')}
            </button>
            <button
              type="button"
              className={button.secondary}
              onClick={() => {
                setSetup(null);
                setDisabling(false);
                setError(undefined);
              }}
            >
              {t('cancel')}
            </button>
          </div>
        </form>
      )}
      {!setup && !disabling && error && (
        <p className={form.alert} role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
