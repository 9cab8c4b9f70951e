import { validateField } from '@/core/field-rules';
import { PASSWORD_MAX, PASSWORD_MIN } from '@/server/auth/passwords';
import type { ServiceContext } from '@/server/context';
import { AppError } from '@/server/errors';
import { bodyString } from '../accounts/profile';

/** The member services' field checks by the brand's registration fields (register-fields.json). */

type BrandCtx = Pick<ServiceContext, 'brand'>;

export const brandOf = (ctx: BrandCtx) => ctx.brand.config.code;
export const str = bodyString;

/** 400 field_invalid with the fields and their problems (the form shows them beside each field). */
export function fieldErrors(fields: Record<string, unknown>): never {
  throw new AppError('field_invalid', {}, 400, { fields });
}

/** The brand's password rule (register-fields.json "password"), within the platform's 8–64 bounds. */
export function checkNewPassword(ctx: BrandCtx, password: unknown, field = 'password'): string {
  const rule = ctx.brand.registerFields.fields.password;
  const min = Math.max(PASSWORD_MIN, typeof rule.minLength === 'number' ? rule.minLength : PASSWORD_MIN);
  const max = Math.min(PASSWORD_MAX, typeof rule.maxLength === 'number' ? rule.maxLength : PASSWORD_MAX);
  const error = validateField({ ...rule, required: true, minLength: min, maxLength: max }, password);
  if (error) fieldErrors({ [field]: error });
  return password as string;
}

/** A dialing code of the brand's countries (the first when none is given). */
export function dialingCodeOf(ctx: BrandCtx, given: unknown): string {
  const countries = ctx.brand.registerFields.mobile.countries;
  const code = str(given).replace(/^\+/, '') || countries[0]!.countryDialingCode;
  if (!countries.some((c) => c.countryDialingCode === code))
    fieldErrors({ countryDialingCode: { code: 'pattern' } });
  return code;
}

/** A mobile number of the brand's digit count. */
export function mobileOf(ctx: BrandCtx, value: unknown, field = 'mobileNum'): string {
  const mobile = str(value);
  const digits = ctx.brand.registerFields.mobile.digits;
  if (!mobile) fieldErrors({ [field]: { code: 'required' } });
  if (mobile.length !== digits || !/^\d+$/.test(mobile))
    fieldErrors({ [field]: { code: 'phoneDigits', digits } });
  return mobile;
}
