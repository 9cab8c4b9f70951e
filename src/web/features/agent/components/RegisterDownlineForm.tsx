import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegisterFieldName } from '@/core/brand';
import { type FormFieldError, validateField } from '@/core/field-rules';
import { MobileFields } from '@/web/features/auth';
import { ApiError } from '@/web/lib/api';
import { useMemberInfo } from '@/web/lib/session';
import { useBootstrap } from '@/web/lib/use-bootstrap';
import { useErrorText } from '@/web/lib/use-error-text';
import { button } from '@/web/ui/button.css';
import { Field } from '@/web/ui/Field';
import * as form from '@/web/ui/form.css';
import * as css from '../agent.css';
import { useRegisterDownline } from '../api/register';
import type { RegisteredDownline } from '../api/types';

/** The brand's registration fields a downline's profile can carry, in display order (each only when enabled). */
const PROFILE_FIELDS = [
  'payeeName',
  'email',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
] as const satisfies readonly RegisterFieldName[];

/** Agent types that may open sub-agents (types 2 and 42: src/core/account-types.ts). */
const SUBAGENT_TYPES: readonly number[] = [2, 42];

/**
 * The downline registration form: username and the brand's enabled registration fields, checked with the same
 * rules as the server (src/core/field-rules.ts). No password: the server makes a one-time password.
 */
export function RegisterDownlineForm({ onCreated }: { onCreated: (created: RegisteredDownline) => void }) {
  const { t } = useTranslation('agent');
  const { t: ta } = useTranslation('auth');
  const errorText = useErrorText();
  const { registerFields: config } = useBootstrap();
  const type = useMemberInfo().data?.type ?? 0;
  const canSubAgent = SUBAGENT_TYPES.includes(type);
  const register = useRegisterDownline();
  const [kind, setKind] = useState<'player' | 'agent'>('player');
  const [values, setValues] = useState<Record<string, string>>({});
  const [dialingCode, setDialingCode] = useState(config.mobile.countries[0]?.countryDialingCode ?? '');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const fields = config.fields;
  const profile = PROFILE_FIELDS.filter((name) => fields[name].enabled);

  const set = (name: string) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  const validate = (): Record<string, FormFieldError> => {
    const found: Record<string, FormFieldError> = {};
    const check = (name: RegisterFieldName, required: boolean) => {
      const error = validateField({ ...fields[name], required }, values[name]?.trim() ?? '');
      if (error) found[name] = error;
    };
    check('username', true);
    if (fields.mobileNum.enabled) {
      const mobile = values.mobileNum?.trim() ?? '';
      const digits = config.mobile.digits;
      if (mobile !== '' && (mobile.length !== digits || !/^[0-9]+$/.test(mobile))) {
        found.mobileNum = { code: 'phoneDigits', digits };
      } else check('mobileNum', fields.mobileNum.required);
    }
    for (const name of profile) check(name, fields[name].required);
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = validate();
    setErrors(Object.fromEntries(Object.entries(found).map(([k, e]) => [k, errorText.field(e)])));
    if (Object.keys(found).length > 0) return;
    const body: Record<string, string> = {};
    for (const [name, value] of Object.entries(values)) if (value.trim() !== '') body[name] = value.trim();
    if (body.mobileNum) body.countryDialingCode = dialingCode;
    try {
      const created = await register.mutateAsync({
        ...body,
        kind: canSubAgent ? kind : 'player',
        username: body.username ?? '',
      });
      setValues({});
      onCreated(created);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'field_invalid') {
        const server = (error.value as { fields?: Record<string, FormFieldError> } | null)?.fields ?? {};
        setErrors(Object.fromEntries(Object.entries(server).map(([k, e]) => [k, errorText.field(e)])));
      } else if (error instanceof ApiError && error.code === 'username_taken') {
        setErrors({ username: errorText.of(error) });
      } else if (error instanceof ApiError && error.code === 'mobile_taken') {
        setErrors({ mobileNum: errorText.of(error) });
      } else {
        setFormError(errorText.of(error));
      }
    }
  };

  return (
    <form className={form.form} onSubmit={(event) => void submit(event)} noValidate>
      {canSubAgent && (
        <fieldset className={css.chips}>
          <legend className={css.label} style={{ marginBottom: 6 }}>
            {t('register.kind')}
          </legend>
          {(['player', 'agent'] as const).map((k) => (
            <button
              key={k}
              type="button"
              className={css.chip}
              aria-pressed={kind === k}
              onClick={() => setKind(k)}
            >
              {t(`register.kinds.${k}`)}
            </button>
          ))}
        </fieldset>
      )}
      <Field
        label={ta('field.username')}
        name="username"
        autoComplete="off"
        value={values.username ?? ''}
        onChange={(event) => set('username')(event.target.value)}
        error={errors.username}
        hint={t('register.usernameHint')}
      />
      {fields.mobileNum.enabled && (
        <MobileFields
          dialingCode={dialingCode}
          onDialingCode={setDialingCode}
          mobile={values.mobileNum ?? ''}
          onMobile={set('mobileNum')}
          error={errors.mobileNum}
        />
      )}
      {profile.map((name) => (
        <Field
          key={name}
          label={ta(`field.${name}`)}
          name={name}
          type={name === 'email' ? 'email' : 'text'}
          autoComplete="off"
          value={values[name] ?? ''}
          onChange={(event) => set(name)(event.target.value)}
          error={errors[name]}
        />
      ))}
      <p className={form.hint}>{t('register.passwordNote')}</p>
      {formError && (
        <p className={form.alert} role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className={button.primary} disabled={register.isPending}>
        {t('register.submit')}
      </button>
    </form>
  );
}
