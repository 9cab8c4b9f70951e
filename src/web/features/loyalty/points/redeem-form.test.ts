import { describe, expect, it } from 'vitest';
import { checkConvert, checkRedeem, normalizeMobile } from './redeem-form';

const good = {
  quantity: '1',
  address: '12 Rizal St, Manila',
  mobile: '0917 123-4567',
  paymentPassword: '246810',
};

describe('redeem form (spec §5)', () => {
  it('accepts a complete form', () => {
    expect(checkRedeem(good, 5)).toEqual({});
  });

  it('requires the payment password, the receiving address and the mobile number', () => {
    expect(checkRedeem({ ...good, address: '  ', mobile: '', paymentPassword: '' }, 5)).toEqual({
      address: 'required',
      mobile: 'required',
      paymentPassword: 'required',
    });
  });

  it('bounds the address to 5–200 characters after trimming', () => {
    expect(checkRedeem({ ...good, address: ' abcd ' }, 1).address).toBe('address');
    expect(checkRedeem({ ...good, address: 'abcde' }, 1).address).toBeUndefined();
    expect(checkRedeem({ ...good, address: 'x'.repeat(201) }, 1).address).toBe('address');
  });

  it('takes 6–20 digits with an optional leading + for the mobile number', () => {
    expect(normalizeMobile(' +63 917-123 4567 ')).toBe('+639171234567');
    expect(checkRedeem({ ...good, mobile: '+639171234567' }, 1).mobile).toBeUndefined();
    expect(checkRedeem({ ...good, mobile: '12345' }, 1).mobile).toBe('mobile');
    expect(checkRedeem({ ...good, mobile: '0917abc4567' }, 1).mobile).toBe('mobile');
    expect(checkRedeem({ ...good, mobile: '1'.repeat(21) }, 1).mobile).toBe('mobile');
  });

  it('keeps the quantity between 1 and the item maximum', () => {
    expect(checkRedeem({ ...good, quantity: '0' }, 5).quantity).toBe('quantity');
    expect(checkRedeem({ ...good, quantity: '6' }, 5).quantity).toBe('quantity');
    expect(checkRedeem({ ...good, quantity: '1.5' }, 5).quantity).toBe('quantity');
    expect(checkRedeem({ ...good, quantity: '5' }, 5).quantity).toBeUndefined();
  });
});

describe('points to convert', () => {
  const rules = { unit: 100, min: 200, balance: 1250 };
  it('takes whole multiples of the unit within the minimum and the balance', () => {
    expect(checkConvert('1200', rules)).toBeNull();
    expect(checkConvert('150', rules)).toBe('invalid');
    expect(checkConvert('-100', rules)).toBe('invalid');
    expect(checkConvert('100.5', rules)).toBe('invalid');
    expect(checkConvert('0', rules)).toBe('invalid');
    expect(checkConvert('100', rules)).toBe('min');
    expect(checkConvert('1300', rules)).toBe('balance');
  });
});
