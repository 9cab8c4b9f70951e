import type { TotpEnrolment } from '@/core/api/identity-member';
import { post } from '@/web/lib/api';

export const startTotp = () => post<TotpEnrolment>('/wps/member/totp');
export const enableTotp = (code: string) => post<boolean>('/wps/member/totp/enable', { code });
export const disableTotp = (code: string) => post<boolean>('/wps/member/totp/disable', { code });
