import { accountPolicy } from '@/core/brand';
import type { ServiceContext } from '@/server/context';
import { AppError } from '@/server/errors';
import {
  FirebaseKeysUnavailable,
  firebaseKeySet,
  verifyFirebaseIdToken,
} from '@/server/providers/firebase-phone';
import { fieldErrors, str } from './member-fields';

/**
 * Third-party phone verification at registration (spec §4): with `firebaseChannel: "sms"` and `firebaseIdToken`
 * the client proved the number with a Firebase phone sign-in; the token then replaces our SMS code. A brand without
 * a Firebase project (brand.json accounts.firebaseProjectId) refuses the fields instead of ignoring them.
 */

export interface PhoneProof {
  projectId: string;
  idToken: string;
}

/** The third-party proof a registration body carries (undefined: none, the SMS code rules apply). */
export function thirdPartyPhoneProof(
  ctx: Pick<ServiceContext, 'brand'>,
  body: Record<string, unknown>,
): PhoneProof | undefined {
  const channel = str(body.firebaseChannel);
  const idToken = str(body.firebaseIdToken);
  if (!channel && !idToken) return undefined;
  const projectId = accountPolicy(ctx.brand.config).firebaseProjectId;
  if (!projectId) throw new AppError('phone_verification_unavailable');
  if (channel !== 'sms') fieldErrors({ firebaseChannel: { code: channel ? 'pattern' : 'required' } });
  if (!idToken) fieldErrors({ firebaseIdToken: { code: 'required' } });
  return { projectId, idToken };
}

/** Verifies the token for the number `phoneNumber` (E.164); refuses with a translated error. */
export async function verifyPhoneProof(
  ctx: Pick<ServiceContext, 'config' | 'now'>,
  proof: PhoneProof,
  phoneNumber: string,
): Promise<void> {
  let verdict: Awaited<ReturnType<typeof verifyFirebaseIdToken>>;
  try {
    verdict = await verifyFirebaseIdToken(
      proof.idToken,
      { projectId: proof.projectId, phoneNumber, now: ctx.now ?? new Date() },
      firebaseKeySet(ctx.config.firebaseCertsUrl),
    );
  } catch (error) {
    if (error instanceof FirebaseKeysUnavailable) throw new AppError('phone_verification_keys_unavailable');
    throw error;
  }
  if (verdict.ok) return;
  if (verdict.reason === 'phone') throw new AppError('phone_verification_mismatch');
  throw new AppError('phone_verification_invalid', {}, undefined, { reason: verdict.reason });
}
