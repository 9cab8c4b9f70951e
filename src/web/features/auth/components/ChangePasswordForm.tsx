import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validateField } from '@/core/field-rules';
import { authModalAtom } from '@/web/lib/session';
import { useBootstrap } from '@/web/lib/use-bootstrap';
import { useErrorText } from '@/web/lib/use-error-text';
import { button } from '@/web/ui/button.css';
import { Field } from '@/web/ui/Field';
import * as css from '@/web/ui/form.css';
import { changePassword } from '../api/password';

/**
 * Change password (spec §5): the old password (asked only when not already known from the login just made),
 * a new one by the brand's password rule, and a confirmation that must match ("Incorrect confirmation input").
 */
export function ChangePasswordForm({ knownOldPassword }: { knownOldPassword?: string }) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const bootstrap = useBootstrap();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const setModal = useSetAtom(authModalAtom);
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const rule = bootstrap.registerFields.fields.password;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string | undefined> = {
      oldPassword: knownOldPassword || oldPassword ? undefined : errorText.required(),
      newPassword: errorText.field(
        validateField(
          { ...rule, required: true, minLength: Math.max(8, Number(rule.minLength) || 8) },
          newPassword,
        ) ?? undefined,
      ),
      confirm: !confirm ? errorText.required() : confirm !== newPassword ? errorText.mismatch() : undefined,
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    setFormError(null);
    try {
      await changePassword(
        { oldPassword: knownOldPassword || oldPassword, newPassword, confirmNewPassword: confirm },
        bootstrap.encryptKey,
      );
      await queryClient.invalidateQueries({ queryKey: ['member-info'] });
      setModal(null);
      // A forced change on the agent login page (a sub-agent's first login) continues into the agent center; a
      // change made from the agent center's own security page stays there (never the member site).
      const path = window.location.pathname;
      if (path !== '/agentHome') void navigate({ to: path === '/agent' ? '/agentHome' : '/' });
    } catch (error) {
      setFormError(errorText.of(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={css.form} onSubmit={(event) => void submit(event)} noValidate>
      {!knownOldPassword && (
        <Field
          label={t('oldPassword')}
          name="oldPassword"
          type="password"
          autoComplete="current-password"
          value={oldPassword}
          onChange={(e) => setOldPassword(e.target.value)}
          error={errors.oldPassword}
        />
      )}
      <Field
        label={t('newPassword')}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        value={newPassword}
        onChange={(e) => setNewPassword(e.target.value)}
        error={errors.newPassword}
      />
      <Field
        label={t('confirmNewPassword')}
        name="confirmNewPassword"
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        error={errors.confirm}
      />
      {formError && (
        <p className={css.alert} role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className={button.primary} disabled={busy}>
        {t('changePassword')}
      </button>
    </form>
  );
}
