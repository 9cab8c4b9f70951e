import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as api from '@/core/api/identity-profile';
import { contextOf as serviceContextOf } from '@/server/context';
import { requireSession } from '@/server/plugins/auth';
import { route } from '@/server/plugins/contract';
import { ok } from '@/server/plugins/envelope';
import {
  bindEmail,
  bindMobile,
  type IdentityVerifiedCheck,
  readProfile,
  saveProfile,
  sendEmailCode,
  sendMobileCode,
} from './profile.service';

export interface ProfileOptions {
  /** compliance.identityVerified: the identity fields lock once KYC verified them. */
  identityVerified: IdentityVerifiedCheck;
}

/** "My account": the profile and the binding of a mobile number or an email address (real accounts only). */
export async function profileRoutes(app: FastifyInstance, options: ProfileOptions) {
  const guard = requireSession(app, { realAccount: true });
  const contextOf = (request: FastifyRequest) => ({
    ...serviceContextOf(request),
    identityVerified: options.identityVerified,
  });
  // Per player: a few sends a minute (the new number, the old one, a resend); codes keep their own countdown.
  const sendLimit = { rateLimit: { max: 5, timeWindow: 60_000 } };
  route(app, api.profile, { preHandler: guard }, async (request) =>
    ok(await readProfile(contextOf(request))),
  );
  route(app, api.saveProfile, { preHandler: guard }, async (request) =>
    ok(await saveProfile(contextOf(request), request.body)),
  );
  route(app, api.mobileCode, { preHandler: guard, config: sendLimit }, async (request) => {
    return ok(await sendMobileCode(contextOf(request), request.body));
  });
  route(app, api.bindMobile, { preHandler: guard }, async (request) =>
    ok(await bindMobile(contextOf(request), request.body)),
  );
  route(app, api.emailCode, { preHandler: guard, config: sendLimit }, async (request) =>
    ok(await sendEmailCode(contextOf(request), request.body)),
  );
  route(app, api.bindEmail, { preHandler: guard }, async (request) =>
    ok(await bindEmail(contextOf(request), request.body)),
  );
}
