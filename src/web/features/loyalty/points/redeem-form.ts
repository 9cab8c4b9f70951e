/**
 * The redeem form's rules (spec §5 "Redeem: withdrawal password, receiving address and mobile number required"),
 * the same bounds the server applies (/work/wt/VIP-POINTS-API.md): quantity 1…maxQuantity, address 5…200
 * characters after trimming, mobile 6…20 digits with an optional leading + (spaces and dashes ignored). The
 * payment password follows the brand's own rule, checked by the caller.
 */
export interface RedeemInput {
  quantity: string;
  address: string;
  mobile: string;
  paymentPassword: string;
}

export type RedeemError = 'required' | 'quantity' | 'address' | 'mobile';

export const ADDRESS_MIN = 5;
export const ADDRESS_MAX = 200;

/** The mobile number as the server reads it: spaces and dashes dropped. */
export const normalizeMobile = (mobile: string) => mobile.trim().replace(/[\s-]/g, '');

export function checkRedeem(
  input: RedeemInput,
  maxQuantity: number,
): Partial<Record<keyof RedeemInput, RedeemError>> {
  const errors: Partial<Record<keyof RedeemInput, RedeemError>> = {};
  const quantity = Number(input.quantity);
  if (!/^\d+$/.test(input.quantity.trim()) || quantity < 1 || quantity > Math.max(1, maxQuantity))
    errors.quantity = 'quantity';
  const address = input.address.trim();
  if (address === '') errors.address = 'required';
  else if (address.length < ADDRESS_MIN || address.length > ADDRESS_MAX) errors.address = 'address';
  const mobile = normalizeMobile(input.mobile);
  if (mobile === '') errors.mobile = 'required';
  else if (!/^\+?\d{6,20}$/.test(mobile)) errors.mobile = 'mobile';
  if (input.paymentPassword === '') errors.paymentPassword = 'required';
  return errors;
}

/** Points to convert: a positive whole number, a multiple of the unit, at least the minimum, at most the balance. */
export function checkConvert(
  raw: string,
  rules: { unit: number; min: number; balance: number },
): 'invalid' | 'min' | 'balance' | null {
  const text = raw.trim();
  if (!/^\d+$/.test(text)) return 'invalid';
  const points = Number(text);
  if (points <= 0 || points % Math.max(1, rules.unit) !== 0) return 'invalid';
  if (points < rules.min) return 'min';
  if (points > rules.balance) return 'balance';
  return null;
}
