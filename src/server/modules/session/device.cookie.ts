import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DeviceCookie } from './device';

/** The remember-me device cookie's HTTP side: its name, reading it, setting it; the service (device.ts) knows tokens. */
export const DEVICE_COOKIE = 'mq_device';

/** The remember-me device token from its cookie (parsed by @fastify/cookie), when well-formed. */
export function deviceTokenFrom(request: FastifyRequest): string | undefined {
  const token = request.cookies[DEVICE_COOKIE];
  return token && /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : undefined;
}

/** Sets (or, with an empty token and 0, expires) the device cookie a login or a forget asked for. */
export function setDeviceCookie(reply: FastifyReply, cookie: DeviceCookie | null): void {
  if (!cookie) return;
  reply.header(
    'set-cookie',
    `${DEVICE_COOKIE}=${cookie.token}; Path=/wps/session; HttpOnly; Secure; SameSite=Strict; Max-Age=${cookie.maxAge}`,
  );
}
