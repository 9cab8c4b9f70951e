import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceContext } from '@/server/context';
import { isHttps } from '@/server/plugins/headers';
import { CAPTCHA_TTL_MS, newCaptcha } from './captcha.service';

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
  reply.setCookie(CAPTCHA_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    maxAge: CAPTCHA_TTL_MS / 1000,
    secure: isHttps(reply.request),
  });
  return image;
}
