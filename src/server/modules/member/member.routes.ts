import type { FastifyInstance } from 'fastify';
import { REGISTER_FIELD_NAMES } from '../../../core/brand';
import { tooManyRequests } from '../../errors';
import { requireSession } from '../../plugins/auth';
import { envelopeSchema, ok } from '../../plugins/envelope';
import { saveLanguage } from '../accounts/language';
import { settleSessionChanges } from '../session/session-cache';
import { recordFailure, throttleState } from '../session/throttle';
import {
  AVATARS,
  changePassword,
  checkAffiliate,
  disableTotp,
  enableTotp,
  forgotByEmail,
  register,
  resetByEmailCode,
  resetByPhone,
  sendSmsCode,
  setIcon,
  startTotp,
} from './member.service';

const tags = ['member'];
const text = (max = 255) => ({ type: 'string', maxLength: max }) as const;
const loose = { type: 'object', additionalProperties: true } as const;
const bool = envelopeSchema({ type: 'boolean' });
const bearer = [{ bearer: [] }];

/** Registration body: every field of spec §3 (strings, bounded), plus the web extras. Unknown keys are refused. */
const registerBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...Object.fromEntries(
      REGISTER_FIELD_NAMES.map((name) => [name, text(name === 'verificationCode' ? 255 : 128)]),
    ),
    mobileNo: text(20),
    countryDialingCode: text(5),
    login: { type: 'boolean' },
    agreeTerms: { type: 'boolean' },
    /** The birthday check's confirmation (brands with accounts.birthdayCheck). */
    ageConfirmed: { type: 'boolean' },
    /** yyyy-MM-dd, optional; checked against the brand's minimum age. */
    birthday: text(10),
    domain: text(253),
    registerUrl: text(2000),
    registerMethod: { type: 'string', enum: ['WEB'] },
    firebaseChannel: text(20),
    firebaseIdToken: text(4096),
  },
} as const;

/** SMS sends: at most 10 per IP in 15 minutes, then 5 minutes of "too many requests" (spec §8). */
async function smsIpGate(app: FastifyInstance, brand: string, ip: string) {
  const state = await throttleState(app.db, brand, 'sms-ip', ip);
  if (state.blockedUntil) throw tooManyRequests(state.blockedUntil);
  // The 10th send is allowed and starts the block: the 11th is refused.
  await recordFailure(app.db, brand, 'sms-ip', ip, (sends) => (sends >= 10 ? 300 : 0));
}

export async function memberRoutes(app: FastifyInstance) {
  for (const [path, mode] of [
    ['/wps/member/register', 'username'],
    ['/wps/member/register/mobile', 'mobile'],
  ] as const) {
    app.put<{ Body: Record<string, unknown> }>(
      path,
      {
        config: { encrypt: true, rateLimit: { max: 10, timeWindow: 60_000 } },
        schema: {
          tags,
          summary: mode === 'username' ? 'Register by username' : 'Register by mobile number',
          body: registerBody,
          response: { 200: envelopeSchema(loose) },
        },
      },
      async (request, reply) => ok(await register({ app, request, reply }, request.body, mode)),
    );
  }

  app.post<{ Body: { oldPassword?: string; newPassword?: string; confirmNewPassword?: string } }>(
    '/wps/member/password',
    {
      config: { encrypt: true },
      preHandler: requireSession(app, { beforePasswordChange: true }),
      schema: {
        tags,
        summary: 'Change the password (other sessions are revoked)',
        security: bearer,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['oldPassword', 'newPassword', 'confirmNewPassword'],
          properties: { oldPassword: text(128), newPassword: text(128), confirmNewPassword: text(128) },
        },
        response: { 200: bool },
      },
    },
    async (request, reply) => ok(await changePassword({ app, request, reply }, request.body)),
  );

  app.post<{ Body: { username?: string; email?: string } }>(
    '/wps/member/password/email',
    {
      config: { rateLimit: { max: 3, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Forgot password by email (form post): a reset code is mailed',
        consumes: ['application/x-www-form-urlencoded'],
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['username', 'email'],
          properties: { username: text(64), email: text(120) },
        },
        response: { 200: bool },
      },
    },
    async (request, reply) => ok(await forgotByEmail({ app, request, reply }, request.body)),
  );

  app.post<{ Body: { username?: string; code?: string; newPassword?: string } }>(
    '/wps/member/password/reset',
    {
      config: { encrypt: true },
      schema: {
        tags,
        summary: 'Set a new password with the emailed code, then log in',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['username', 'code', 'newPassword'],
          properties: { username: text(64), code: text(12), newPassword: text(128) },
        },
        response: { 200: envelopeSchema(loose) },
      },
    },
    async (request, reply) => ok(await resetByEmailCode({ app, request, reply }, request.body)),
  );

  app.post<{
    Body: {
      newPassword?: string;
      mobileNum?: string;
      countryDialingCode?: string;
      verificationCode?: string;
    };
  }>(
    '/wps/member/password/verification',
    {
      config: { encrypt: true },
      schema: {
        tags,
        summary: 'Set a new password with an SMS code, then log in',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['newPassword', 'mobileNum', 'verificationCode'],
          properties: {
            newPassword: text(128),
            mobileNum: text(20),
            countryDialingCode: text(5),
            verificationCode: text(255),
          },
        },
        response: { 200: envelopeSchema(loose) },
      },
    },
    async (request, reply) => ok(await resetByPhone({ app, request, reply }, request.body)),
  );

  const smsBody = {
    type: 'object',
    additionalProperties: false,
    properties: {
      mobileNum: text(20),
      mobileNo: text(20),
      countryDialingCode: text(5),
      purpose: { type: 'string', enum: ['login', 'reset'] },
      username: text(64),
    },
  } as const;
  app.post<{ Body: Record<string, unknown> }>(
    '/wps/verification/sms/noLogin',
    {
      config: { rateLimit: { max: 1, timeWindow: 1000 } },
      schema: {
        tags: ['verification'],
        summary: 'SMS code for login or password reset',
        body: smsBody,
        response: { 200: envelopeSchema(loose) },
      },
    },
    async (request, reply) => {
      await smsIpGate(app, request.brand.config.code, request.ip);
      const purpose = request.body.purpose === 'reset' ? 'reset' : 'login';
      return ok(await sendSmsCode({ app, request, reply }, request.body, purpose));
    },
  );

  app.post<{ Body: Record<string, unknown> }>(
    '/wps/verification/sms/register',
    {
      config: { rateLimit: { max: 1, timeWindow: 1000 } },
      schema: {
        tags: ['verification'],
        summary: 'SMS code for registration',
        body: smsBody,
        response: { 200: envelopeSchema(loose) },
      },
    },
    async (request, reply) => {
      await smsIpGate(app, request.brand.config.code, request.ip);
      return ok(await sendSmsCode({ app, request, reply }, request.body, 'register'));
    },
  );

  app.get<{ Querystring: { code?: string; domain?: string } }>(
    '/wps/agent/affiliate',
    {
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags: ['agent'],
        summary: 'Check an invitation (affiliate) code',
        querystring: { type: 'object', properties: { code: text(40), domain: text(253) } },
        response: { 200: bool },
      },
    },
    async (request, reply) => ok(await checkAffiliate({ app, request, reply }, request.query.code)),
  );

  // Spec §7 lists the profile icon among GET calls: reading it (and the icons to choose from) as well as setting it.
  app.get(
    '/wps/member/info/icon',
    {
      preHandler: requireSession(app, { realAccount: true }),
      schema: {
        tags,
        summary: 'The profile icon and the icons to choose from: {icon: "a3" | null, icons: ["a1" … "a12"]}',
        security: bearer,
        response: {
          200: envelopeSchema({
            type: 'object',
            additionalProperties: false,
            required: ['icon', 'icons'],
            properties: {
              icon: { type: ['string', 'null'] },
              icons: { type: 'array', items: { type: 'string' } },
            },
          }),
        },
      },
    },
    async (request) => ok({ icon: request.session!.icon, icons: [...AVATARS] }),
  );

  app.post<{ Body: { icon: string } }>(
    '/wps/member/info/icon',
    {
      preHandler: requireSession(app, { realAccount: true }),
      schema: {
        tags,
        summary: 'Choose a profile icon (a1…a12)',
        security: bearer,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['icon'],
          properties: { icon: text(8) },
        },
        response: { 200: bool },
      },
    },
    async (request, reply) => ok(await setIcon({ app, request, reply }, request.body.icon)),
  );

  // Spec §7 "Language update: language": the choice is saved on the account and follows the member.
  app.put<{ Body: { language: string } }>(
    '/wps/member/language',
    {
      preHandler: requireSession(app),
      schema: {
        tags,
        summary: 'Save the interface language on the account (one of the brand languages)',
        security: bearer,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['language'],
          properties: { language: text(16) },
        },
        response: { 200: envelopeSchema({ type: 'string' }) },
      },
    },
    async (request) => {
      const language = await saveLanguage(
        app.db,
        request.brand.config,
        request.session!.id,
        request.body.language,
      );
      // The next member info (any instance) already carries it.
      await settleSessionChanges(app.db);
      return ok(language);
    },
  );

  const totpGuard = requireSession(app, { realAccount: true });
  app.post(
    '/wps/member/totp',
    {
      preHandler: totpGuard,
      schema: {
        tags,
        summary: 'Start authenticator (TOTP) enrolment',
        security: bearer,
        // Takes `{}` (what the client sends); any other body is refused like a bad one.
        body: { type: 'object', additionalProperties: false, properties: {} },
        response: { 200: envelopeSchema(loose) },
      },
    },
    async (request, reply) => ok(await startTotp({ app, request, reply })),
  );
  const codeBody = {
    type: 'object',
    additionalProperties: false,
    required: ['code'],
    properties: { code: text(12) },
  } as const;
  app.post<{ Body: { code: string } }>(
    '/wps/member/totp/enable',
    {
      preHandler: totpGuard,
      schema: {
        tags,
        summary: 'Confirm enrolment with a current code',
        security: bearer,
        body: codeBody,
        response: { 200: bool },
      },
    },
    async (request, reply) => ok(await enableTotp({ app, request, reply }, request.body.code)),
  );
  app.post<{ Body: { code: string } }>(
    '/wps/member/totp/disable',
    {
      preHandler: totpGuard,
      schema: {
        tags,
        summary: 'Turn the authenticator off with a current code',
        security: bearer,
        body: codeBody,
        response: { 200: bool },
      },
    },
    async (request, reply) => ok(await disableTotp({ app, request, reply }, request.body.code)),
  );
}
