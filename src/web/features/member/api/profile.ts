import type { CodeSent } from '@/core/api/identity';
import type { Profile, ProfileBody } from '@/core/api/identity-profile';
import { api, post, put } from '@/web/lib/api';

export const fetchProfile = () => api<Profile>('/wps/member/profile');
export const saveProfile = (body: ProfileBody) => put<Profile>('/wps/member/profile', body);
export const sendMobileCode = (body: {
  target: 'new' | 'old';
  mobileNum?: string;
  countryDialingCode?: string;
}) => post<CodeSent>('/wps/member/profile/mobile/code', body);
export const bindMobile = (body: {
  mobileNum: string;
  countryDialingCode: string;
  code: string;
  oldCode?: string;
  password?: string;
}) => post<Profile>('/wps/member/profile/mobile', body);
export const sendEmailCode = (email: string) => post<CodeSent>('/wps/member/profile/email/code', { email });
export const bindEmail = (email: string, code: string) =>
  post<Profile>('/wps/member/profile/email', { email, code });
