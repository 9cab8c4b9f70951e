import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/web/ui/Field';
import * as css from '@/web/ui/form.css';

/** The image captcha: clicking the image asks for a new one (at most once a second). */
export function CaptchaField({
  image,
  value,
  onChange,
  onRefresh,
  error,
}: {
  image: string | null;
  value: string;
  onChange: (value: string) => void;
  onRefresh: () => void;
  error?: string;
}) {
  const { t } = useTranslation('auth');
  const last = useRef(0);
  return (
    <Field
      label={t('captcha')}
      name="captcha"
      inputMode="numeric"
      autoComplete="off"
      maxLength={6}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      after={
        <button
          type="button"
          className={css.captcha}
          aria-label={t('captchaRefresh')}
          title={t('captchaRefresh')}
          onClick={() => {
            if (Date.now() - last.current < 1000) return;
            last.current = Date.now();
            onRefresh();
          }}
        >
          {image ? <img src={image} alt={t('captchaImage')} width={120} height={44} /> : null}
        </button>
      }
    />
  );
}
