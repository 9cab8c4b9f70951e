import { api, del } from '@/web/lib/api';

export const logout = () => del<boolean>('/wps/session/logout');
export const rememberedUsername = () => api<string | null>('/wps/session/remembered');
export const forgetDevice = () => del<boolean>('/wps/session/remembered');
export const fetchCaptcha = () => api<string>('/wps/captcha');
