import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegisterFieldName } from '@/core/brand';
import { sendRegisterSms } from '../api/codes';
import { MobileFields } from './MobileFields';
import { SmsCodeButton } from './SmsCodeButton';

/**
 * The registration fields that say who the player is — the username (every sign-up) and the mobile number with its
 * dialling code (mobile sign-up, or whenever the brand asks for one), and the SMS code when the brand verifies it —
 * shared by the register form and the social sign-up. `field` renders one of the form's fields.
 */
export function IdentityFields({
  mode,
  chooseUsername = false,
  mobileEnabled,
  smsVerification,
  field,
  values,
  set,
  errors,
  dialingCode,
  onDialingCode,
}: {
  mode: 'username' | 'mobile';
  /** Ask for a username in a mobile sign-up too. */
  chooseUsername?: boolean;
  mobileEnabled: boolean;
  smsVerification: boolean;
  field: (name: RegisterFieldName, extra?: Record<string, unknown>) => ReactNode;
  values: Record<string, string>;
  set: (name: string) => (value: string) => void;
  errors: Record<string, string | undefined>;
  dialingCode: string;
  onDialingCode: (code: string) => void;
}) {
  const { t } = useTranslation('auth');
  return (
    <>
      {/* A mobile sign-up chooses its username too (issue 27), instead of being named after the number. */}
      {(mode === 'username' || chooseUsername) && field('username', { autoComplete: 'username' })}
      {(mode === 'mobile' || mobileEnabled) && (
        <MobileFields
          dialingCode={dialingCode}
          onDialingCode={onDialingCode}
          mobile={values.mobileNum ?? ''}
          onMobile={set('mobileNum')}
          error={errors.mobileNum}
        />
      )}
      {smsVerification &&
        field('verificationCode', {
          inputMode: 'numeric',
          autoComplete: 'one-time-code',
          label: t('smsCode'),
          after: (
            <SmsCodeButton
              disabled={!values.mobileNum}
              send={() =>
                sendRegisterSms({ mobileNo: values.mobileNum ?? '', countryDialingCode: dialingCode })
              }
            />
          ),
        })}
    </>
  );
}
