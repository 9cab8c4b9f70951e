import type { Withdrawal } from './api/types';

/** Confirmations a receipt state still allows (spec §4 "Withdrawal receipt"; the server's rule). */
export const RECEIPT_NEXT = {
  awaiting: ['received', 'partial', 'not_received'],
  partial: ['all_received', 'not_received'],
  not_received: ['all_received'],
} as const;
export type OpenReceipt = keyof typeof RECEIPT_NEXT;
export type ReceiptChoice = (typeof RECEIPT_NEXT)[OpenReceipt][number];

/** The receipt state of a paid withdrawal that still takes a confirmation, else null. */
export const openReceipt = (w: Withdrawal): OpenReceipt | null =>
  w.status === 'approved' && w.receipt && w.receipt.status in RECEIPT_NEXT
    ? (w.receipt.status as OpenReceipt)
    : null;

/** Spec §9 "Image upload": png or jpg, at most 5 MB each, at most 3. */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const PROOF_MAX_FILES = 3;

/** png or jpg by the file's first bytes (the declared type and the name are not trusted, as on the server). */
export function proofProblem(
  size: number,
  head: Uint8Array,
): 'proof_too_large' | 'proof_invalid_type' | null {
  if (size > PROOF_MAX_BYTES) return 'proof_too_large';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => head[i] === b);
  const jpg = head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
  return png || jpg ? null : 'proof_invalid_type';
}
