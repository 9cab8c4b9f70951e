import { post } from '../../../lib/api';

export const sendSmsCode = (body: {
  mobileNum: string;
  countryDialingCode: string;
  purpose?: 'login' | 'reset';
}) => post<{ expiredMinutes: number }>('/wps/verification/sms/noLogin', body);
export const sendRegisterSms = (body: { mobileNo: string; countryDialingCode: string }) =>
  post<{ expiredMinutes: number }>('/wps/verification/sms/register', body);
