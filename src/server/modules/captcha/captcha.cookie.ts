import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceContext } from '@/server/context';
import { isHttps } from '@/server/plugins/headers';
import { CAPTCHA_TTL_MS, CaptchaRefusal, newCaptcha } from './captcha.service';

/** The captcha's HTTP side: the browser holds only an httpOnly id cookie, the answer stays on the server. */
export const CAPTCHA_COOKIE = 'mq_captcha';

/** The caller's captcha id from its cookie, when well-formed. */
export function captchaIdFrom(request: FastifyRequest): string | undefined {
  const id = request.cookies[CAPTCHA_COOKIE];
  return id && /^[0-9a-f-]{36}$/.test(id) ? id : undefined;
}

/** Issues a fresh captcha and sets its id cookie on the reply; answers the image. */
export async function issueCaptcha(
  ctx: Pick<ServiceContext, 'db' | 'brand'>,
  reply: FastifyReply,
): Promise<string> {
  const { id, image } = await newCaptcha(ctx);
  setCaptchaCookie(reply, id);
  return image;
}

/** Sets the captcha id cookie on the reply. */
export function setCaptchaCookie(reply: FastifyReply, id: string): void {
  reply.setCookie(CAPTCHA_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    maxAge: CAPTCHA_TTL_MS / 1000,
    secure: isHttps(reply.request),
  });
}

/** Runs a route's service call; a CaptchaRefusal it throws sets its captcha's cookie on the reply first. */
export async function withCaptchaCookie<T>(reply: FastifyReply, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof CaptchaRefusal) setCaptchaCookie(reply, error.captchaId);
    throw error;
  }
}
