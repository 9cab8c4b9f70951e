import { api, put } from '@/web/lib/api';
import { seal } from '@/web/lib/seal';
import type { RegisterAnswer } from './types';

export const register = async (body: Record<string, unknown>, mode: 'username' | 'mobile', key: string) =>
  put<RegisterAnswer>(
    mode === 'mobile' ? '/wps/member/register/mobile' : '/wps/member/register',
    await seal(body, key),
  );

export const checkAffiliate = (code: string, domain: string) =>
  api<boolean>(`/wps/agent/affiliate?code=${encodeURIComponent(code)}&domain=${encodeURIComponent(domain)}`);
