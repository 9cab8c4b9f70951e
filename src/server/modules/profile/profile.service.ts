/**
 * "My account" (spec §2 securityCenter, §3 member info): the profile fields the brand enables, editing them, and
 * binding a mobile number or an email address with a code sent to it (docs/profile.md).
 */
import { sql } from 'kysely';
import { ageOn } from '@/core/age';
import { accountPolicy, minimumAge } from '@/core/brand';
import { validateField } from '@/core/field-rules';
import { type ProfileFieldDef, type ProfileFieldName, profileFieldsOf } from '@/core/profile-fields';
import { EMAIL_RESET_CODE_MINUTES } from '@/core/verification';
import { verifyPassword } from '@/server/auth/passwords';
import type { ServiceContext } from '@/server/context';
import { AppError } from '@/server/errors';
import { translate } from '@/server/i18n';
import {
  type AccountRow,
  findById,
  findByMobile,
  findByUsername,
  isUniqueViolation,
} from '../accounts/accounts.repository';
import { memberLanguage } from '../accounts/language';
import { bodyString as str } from '../accounts/profile';
import { smsIpGate } from '../member/member-password';
import { settleSessionChanges } from '../session/session-cache';
import { consumeCode, issueCode, phoneDestination, retractCode } from '../verification/codes';

/**
 * Has KYC verified the account's identity? The compliance domain answers (compliance.identityVerified); it is
 * handed in by the app (profilePlugin's option), as the compliance domain already depends on this one.
 */
export type IdentityVerifiedCheck = (
  db: ServiceContext['db'],
  brand: ServiceContext['brand'],
  accountId: bigint,
) => Promise<boolean>;

export type ProfileCtx = Pick<
  ServiceContext,
  'db' | 'brand' | 'language' | 'now' | 'secret' | 'messaging' | 'session' | 'client'
> & { identityVerified: IdentityVerifiedCheck };

/** Fields stored in their own account column; the others live in account.profile. */
const COLUMNS: Partial<Record<ProfileFieldName, 'nickname' | 'payee_name'>> = {
  nickname: 'nickname',
  payeeName: 'payee_name',
};

function fieldErrors(fields: Record<string, unknown>): never {
  throw new AppError('field_invalid', {}, 400, { fields });
}

const brandCode = (ctx: ProfileCtx) => ctx.brand.config.code;

async function accountOf(ctx: ProfileCtx): Promise<AccountRow> {
  const account = await findById(ctx.db, brandCode(ctx), ctx.session!.id);
  if (!account) throw new AppError('user_not_found');
  return account;
}

function storedValue(account: AccountRow, name: ProfileFieldName): string | null {
  const column = COLUMNS[name];
  const value = column ? account[column] : account.profile[name];
  return value ? String(value) : null;
}

/** What KYC checked against the identity document: fixed once the identity is verified (issue 27). */
const IDENTITY_FIELDS: ReadonlySet<ProfileFieldName> = new Set(['payeeName', 'birthday', 'idNumber']);

export type LockReason = 'identityVerified' | 'realNameSet';

/** Why the player cannot change a field (null: they can). */
function lockOf(
  ctx: ProfileCtx,
  account: AccountRow,
  name: ProfileFieldName,
  verified: boolean,
): LockReason | null {
  if (verified && IDENTITY_FIELDS.has(name)) return 'identityVerified';
  if (name === 'payeeName' && accountPolicy(ctx.brand.config).realNameLockedOnceSet && account.payee_name)
    return 'realNameSet';
  return null;
}

/** Asked of the compliance domain (the KYC level), never of its tables. */
const verifiedIdentity = (ctx: ProfileCtx, account: AccountRow) =>
  ctx.identityVerified(ctx.db, ctx.brand, account.id);

const definitions = (ctx: ProfileCtx) =>
  profileFieldsOf(ctx.brand.registerFields, accountPolicy(ctx.brand.config));

/** GET /wps/member/profile. */
export async function readProfile(ctx: ProfileCtx, account?: AccountRow) {
  const row = account ?? (await accountOf(ctx));
  const verified = await verifiedIdentity(ctx, row);
  return {
    fields: definitions(ctx).map(({ name, rule }) => ({
      name,
      value: storedValue(row, name),
      required: rule.required,
      locked: lockOf(ctx, row, name, verified) !== null,
      lockReason: lockOf(ctx, row, name, verified),
      patternId: rule.patternId,
      minLength: rule.minLength,
      maxLength: rule.maxLength,
    })),
    mobileNum: row.mobile_num,
    countryDialingCode: row.country_dialing_code,
    email: row.email,
    minimumAge: minimumAge(accountPolicy(ctx.brand.config)),
    mobile: {
      digits: ctx.brand.registerFields.mobile.digits,
      countryDialingCodes: ctx.brand.registerFields.mobile.countries.map((c) => c.countryDialingCode),
    },
  };
}

/** Checks one submitted value by its rule (and the birthday by the brand's minimum age); '' clears it. */
function checkValue(ctx: ProfileCtx, def: ProfileFieldDef, raw: string): string | null {
  const value = raw.trim();
  if (!value) {
    if (def.rule.required) fieldErrors({ [def.name]: { code: 'required' } });
    return null;
  }
  const error = validateField({ ...def.rule, required: false }, value);
  if (error) fieldErrors({ [def.name]: error });
  if (def.name === 'birthday') {
    const age = minimumAge(accountPolicy(ctx.brand.config));
    const years = ageOn(value, ctx.now ?? new Date());
    if (years === null) fieldErrors({ birthday: { code: 'pattern', patternId: 'date', min: '*', max: '*' } });
    if (years < age) throw new AppError('age_below_minimum', { age });
  }
  return value;
}

/** PUT /wps/member/profile: the fields sent are checked by their rules and saved together, or none is. */
export async function saveProfile(ctx: ProfileCtx, body: Record<string, unknown>) {
  const defs = new Map(definitions(ctx).map((d) => [d.name as string, d]));
  const account = await accountOf(ctx);
  const verified = await verifiedIdentity(ctx, account);
  const columns: { nickname?: string | null; payee_name?: string | null } = {};
  const profile: Record<string, string> = { ...account.profile };
  for (const [name, raw] of Object.entries(body)) {
    if (raw === undefined) continue;
    const def = defs.get(name);
    if (!def || typeof raw !== 'string') fieldErrors({ [name]: { code: 'pattern' } });
    const value = checkValue(ctx, def, raw);
    if (value === storedValue(account, def.name)) continue;
    const lock = lockOf(ctx, account, def.name, verified);
    if (lock === 'identityVerified') throw new AppError('identity_verified_locked');
    if (lock === 'realNameSet') throw new AppError('real_name_locked');
    const column = COLUMNS[def.name];
    if (column) columns[column] = value;
    else if (value === null) delete profile[def.name];
    else profile[def.name] = value;
  }
  await ctx.db
    .updateTable('account')
    .set({ ...columns, profile: JSON.stringify(profile) })
    .where('id', '=', account.id)
    .execute();
  await settleSessionChanges(ctx.db);
  return readProfile(ctx);
}

function dialingCodeOf(ctx: ProfileCtx, given: unknown): string {
  const countries = ctx.brand.registerFields.mobile.countries;
  const code = str(given).replace(/^\+/, '') || countries[0]!.countryDialingCode;
  if (!countries.some((c) => c.countryDialingCode === code))
    fieldErrors({ countryDialingCode: { code: 'pattern' } });
  return code;
}

function mobileOf(ctx: ProfileCtx, value: unknown): string {
  const mobile = str(value);
  const digits = ctx.brand.registerFields.mobile.digits;
  if (!mobile) fieldErrors({ mobileNum: { code: 'required' } });
  if (mobile.length !== digits || !/^\d+$/.test(mobile))
    fieldErrors({ mobileNum: { code: 'phoneDigits', digits } });
  return mobile;
}

function emailOf(ctx: ProfileCtx, value: unknown): string {
  const email = str(value).toLowerCase();
  const rule = ctx.brand.registerFields.fields.email;
  const error = validateField({ ...rule, required: true, patternId: 'email', acceptedPattern: '*' }, email);
  if (error) fieldErrors({ email: error });
  return email;
}

/** Sends a code; a code the provider could not take is retracted, so the player may ask again at once. */
async function send(
  ctx: ProfileCtx,
  account: AccountRow,
  input: { purpose: 'bind' | 'bind-old'; channel: 'sms' | 'email'; destination: string; minutes: number },
) {
  const code = await issueCode(ctx.db, ctx.secret, { brand: brandCode(ctx), ...input });
  const params = { brand: ctx.brand.config.displayName, code, minutes: input.minutes };
  const language = memberLanguage(ctx.brand.config, account.language, ctx.language);
  try {
    await ctx.messaging[input.channel].send({
      brandCode: brandCode(ctx),
      to: input.destination,
      subject: translate(language, 'message_code_subject', params),
      body: translate(language, 'message_code_body', params),
    });
  } catch (error) {
    await retractCode(ctx.db, ctx.secret, { brand: brandCode(ctx), destination: input.destination, code });
    throw error;
  }
  return { expiredMinutes: input.minutes };
}

/** POST /wps/member/profile/mobile/code: a code to the number to bind (not taken), or to the bound number. */
export async function sendMobileCode(
  ctx: ProfileCtx,
  body: { target: 'new' | 'old'; mobileNum?: string; countryDialingCode?: string },
) {
  const account = await accountOf(ctx);
  // The SMS sends of an IP share the limit of every other SMS code (spec §8).
  await smsIpGate(ctx);
  const minutes = accountPolicy(ctx.brand.config).smsCodeMinutes;
  if (body.target === 'old') {
    if (!account.mobile_num || !account.country_dialing_code) throw new AppError('mobile_not_bound');
    const destination = phoneDestination(account.country_dialing_code, account.mobile_num);
    return send(ctx, account, { purpose: 'bind-old', channel: 'sms', destination, minutes });
  }
  const mobile = mobileOf(ctx, body.mobileNum);
  const dialingCode = dialingCodeOf(ctx, body.countryDialingCode);
  const holder = await findByMobile(ctx.db, brandCode(ctx), dialingCode, mobile);
  if (holder) throw new AppError(holder.id === account.id ? 'mobile_unchanged' : 'mobile_taken');
  const destination = phoneDestination(dialingCode, mobile);
  return send(ctx, account, { purpose: 'bind', channel: 'sms', destination, minutes });
}

/**
 * POST /wps/member/profile/mobile: the code sent to the new number; changing a bound number also needs the code
 * sent to it or the login password. The proof of the old number is checked before the new code is spent.
 */
export async function bindMobile(
  ctx: ProfileCtx,
  body: { mobileNum: string; countryDialingCode?: string; code: string; oldCode?: string; password?: string },
) {
  const account = await accountOf(ctx);
  const mobile = mobileOf(ctx, body.mobileNum);
  const dialingCode = dialingCodeOf(ctx, body.countryDialingCode);
  if (account.mobile_num && account.country_dialing_code) {
    if (account.mobile_num === mobile && account.country_dialing_code === dialingCode)
      throw new AppError('mobile_unchanged');
    if (str(body.oldCode)) {
      await consumeCode(ctx.db, ctx.secret, {
        brand: brandCode(ctx),
        purpose: 'bind-old',
        destination: phoneDestination(account.country_dialing_code, account.mobile_num),
        code: body.oldCode,
      });
    } else if (body.password) {
      if (!(await verifyPassword(account.password_hash, body.password)))
        throw new AppError('old_password_wrong');
    } else {
      throw new AppError('old_mobile_proof_required');
    }
  }
  const holder = await findByMobile(ctx.db, brandCode(ctx), dialingCode, mobile);
  if (holder && holder.id !== account.id) throw new AppError('mobile_taken');
  await consumeCode(ctx.db, ctx.secret, {
    brand: brandCode(ctx),
    purpose: 'bind',
    destination: phoneDestination(dialingCode, mobile),
    code: body.code,
  });
  try {
    await ctx.db
      .updateTable('account')
      .set({ mobile_num: mobile, country_dialing_code: dialingCode })
      .where('id', '=', account.id)
      .execute();
  } catch (error) {
    if (isUniqueViolation(error, 'account_mobile_key')) throw new AppError('mobile_taken');
    throw error;
  }
  await settleSessionChanges(ctx.db);
  return readProfile(ctx);
}

/** Another account of the brand holds this address (case-insensitive). */
async function emailHolder(db: ProfileCtx['db'], brand: string, email: string) {
  return db
    .selectFrom('account')
    .select('id')
    .where('brand_code', '=', brand)
    .where(sql<string>`lower(email)`, '=', email)
    .executeTakeFirst();
}

/** POST /wps/member/profile/email/code: an emailed code to an address no other account of the brand holds. */
export async function sendEmailCode(ctx: ProfileCtx, body: { email: string }) {
  const account = await accountOf(ctx);
  const email = emailOf(ctx, body.email);
  const holder = await emailHolder(ctx.db, brandCode(ctx), email);
  if (holder) throw new AppError(holder.id === account.id ? 'email_unchanged' : 'email_taken');
  return send(ctx, account, {
    purpose: 'bind',
    channel: 'email',
    destination: email,
    minutes: EMAIL_RESET_CODE_MINUTES,
  });
}

/** POST /wps/member/profile/email: the emailed code binds the address (uniqueness held by a per-address lock). */
export async function bindEmail(ctx: ProfileCtx, body: { email: string; code: string }) {
  const account = await accountOf(ctx);
  const email = emailOf(ctx, body.email);
  const brand = brandCode(ctx);
  const taken = async (db: ProfileCtx['db']) => {
    const holder = await emailHolder(db, brand, email);
    if (holder) throw new AppError(holder.id === account.id ? 'email_unchanged' : 'email_taken');
  };
  await taken(ctx.db);
  // Spent outside the transaction: a wrong code's attempt must count even though nothing is written.
  await consumeCode(ctx.db, ctx.secret, { brand, purpose: 'bind', destination: email, code: body.code });
  await ctx.db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`profile-email:${brand}:${email}`}))`.execute(trx);
    await taken(trx);
    await trx.updateTable('account').set({ email }).where('id', '=', account.id).execute();
  });
  await settleSessionChanges(ctx.db);
  return readProfile(ctx);
}

/**
 * The profile fields the brand keeps for a player, as staff read them beside a KYC document (the back office's
 * KYC queue): every enabled field with its stored value, the mobile number and the email address.
 */
export async function profileForStaff(
  ctx: Pick<ServiceContext, 'db' | 'brand'>,
  username: string,
): Promise<{
  fields: { name: ProfileFieldName; value: string | null }[];
  mobile: string | null;
  email: string | null;
} | null> {
  const row = await findByUsername(ctx.db, ctx.brand.config.code, username);
  if (!row) return null;
  return {
    fields: profileFieldsOf(ctx.brand.registerFields, accountPolicy(ctx.brand.config)).map(({ name }) => ({
      name,
      value: storedValue(row, name),
    })),
    mobile: row.mobile_num ? `${row.country_dialing_code ?? ''} ${row.mobile_num}`.trim() : null,
    email: row.email,
  };
}
