import { atom, useAtomValue } from 'jotai';
import type { StaffBrand, StaffMe } from '@/core/api/office';
import type { Permission } from '@/core/office/roles';

/** The signed-in staff member (null: signed out). */
export const meAtom = atom<StaffMe | null>(null);

export function useMe(): StaffMe | null {
  return useAtomValue(meAtom);
}

/** The staff member's roles and permissions on a brand, or undefined when they have none there. */
export function brandOf(me: StaffMe | null, code: string): StaffBrand | undefined {
  return me?.brands.find((b) => b.code === code);
}

export const allows = (brand: StaffBrand | undefined, permission: Permission | null) =>
  brand !== undefined && (permission === null || brand.permissions.includes(permission));
