import { atom } from 'jotai';
import { readToken } from '../../lib/session-token';

export type AuthModal =
  | { kind: 'login'; path?: 'member' | 'agent' }
  | { kind: 'register' }
  | { kind: 'forgot' }
  | { kind: 'changePassword'; forced: boolean; oldPassword?: string }
  | null;

export const tokenAtom = atom<string | null>(typeof window === 'undefined' ? null : readToken());
export const authModalAtom = atom<AuthModal>(null);
/** Where to go after a successful login (route guard redirect). */
export const afterLoginAtom = atom<string | null>(null);
export const trialDialogAtom = atom(false);
export const logoutConfirmAtom = atom(false);
