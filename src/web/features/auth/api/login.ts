import type { LoginBody } from '@/core/api/identity';
import { post } from '@/web/lib/api';
import { seal } from '@/web/lib/seal';
import type { ChallengeCodeSent, LoginAnswer } from './types';

export type { LoginBody };

export const login = async (body: LoginBody, key: string) =>
  post<LoginAnswer>('/wps/session/login', await seal(body, key));
export const verifyDevice = (challengeId: string, method: string, code: string) =>
  post<LoginAnswer>('/wps/session/login/verify', { challengeId, method, code });
export const sendDeviceCode = (challengeId: string, method: 'sms' | 'email') =>
  post<ChallengeCodeSent>('/wps/session/login/challenge/send', { challengeId, method });
export const freePlay = () => post<LoginAnswer>('/wps/session/login/freeplay');
export const markFirstLogin = () => post<boolean>('/wps/session/firstLogin');
