import { api, post } from '@/web/lib/api';
import { seal } from '@/web/lib/seal';
import type { LoginAnswer } from './types';

export const changePassword = async (
  body: { oldPassword: string; newPassword: string; confirmNewPassword: string },
  key: string,
) => post<boolean>('/wps/member/password', await seal(body, key));

/** Form post, as the spec says. */
export const forgotByEmail = (username: string, email: string) =>
  api<boolean>('/wps/member/password/email', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, email }).toString(),
  });

export const resetByEmailCode = async (
  body: { username: string; code: string; newPassword: string },
  key: string,
) => post<LoginAnswer>('/wps/member/password/reset', await seal(body, key));

export const resetByPhone = async (
  body: { newPassword: string; mobileNum: string; countryDialingCode: string; verificationCode: string },
  key: string,
) => post<LoginAnswer>('/wps/member/password/verification', await seal(body, key));
