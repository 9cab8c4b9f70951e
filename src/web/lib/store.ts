import { atom, createStore } from 'jotai';
import type { ThemeMode } from '@/core/theme-tokens';
import type { Bootstrap } from './bootstrap-types';

/** One jotai store for the app; boot writes the bootstrap before the first render. */
export const store = createStore();

export const bootstrapAtom = atom<Bootstrap | null>(null);
export const themeModeAtom = atom<ThemeMode>('dark');
/** The side menu is visible by default on wide screens and can be toggled (spec §2 "Side menu"). */
export const sideMenuOpenAtom = atom<boolean>(typeof window !== 'undefined' && window.innerWidth >= 1024);
