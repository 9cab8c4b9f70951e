import { post } from '../../../lib/api';

export const startTotp = () => post<{ secret: string; otpauthUrl: string }>('/wps/member/totp');
export const enableTotp = (code: string) => post<boolean>('/wps/member/totp/enable', { code });
export const disableTotp = (code: string) => post<boolean>('/wps/member/totp/disable', { code });
