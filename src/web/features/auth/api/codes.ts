import type { CodeSent } from '@/core/api/identity';
import type { SmsCodeBody } from '@/core/api/identity-member';
import { post } from '@/web/lib/api';

export const sendSmsCode = (body: SmsCodeBody & { mobileNum: string; countryDialingCode: string }) =>
  post<CodeSent>('/wps/verification/sms/noLogin', body);
export const sendRegisterSms = (body: SmsCodeBody & { mobileNo: string; countryDialingCode: string }) =>
  post<CodeSent>('/wps/verification/sms/register', body);
