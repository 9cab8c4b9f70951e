import { atomWithStorage } from 'jotai/utils';

/** The header balance is hidden (spec §2 "balance (hideable)"); the choice is kept on this device. */
export const balanceHiddenAtom = atomWithStorage<boolean>('balanceHidden', false, undefined, {
  getOnInit: true,
});
