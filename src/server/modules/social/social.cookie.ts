import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The social flow cookie's HTTP side: its name, reading it, setting it. It binds one sign-in attempt to the
 * browser that started it; the services (social.service.ts, social-choice.ts) know only its token.
 */
export const SOCIAL_COOKIE = 'mq_social';

/** What a service asks of the flow cookie: a new token and its lifetime in seconds, or FLOW_ENDED to expire it. */
export interface FlowCookie {
  token: string;
  maxAge: number;
}

/** The flow is used up (logged in, linked or registered): the browser's cookie is expired. */
export const FLOW_ENDED: FlowCookie = { token: '', maxAge: 0 };

/** The flow token from its cookie (parsed by @fastify/cookie), when well-formed. */
export function flowTokenFrom(request: FastifyRequest): string | undefined {
  const token = request.cookies[SOCIAL_COOKIE];
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : undefined;
}

/** Sets (or, with FLOW_ENDED, expires) the flow cookie. */
export function setFlowCookie(reply: FastifyReply, cookie: FlowCookie): void {
  // Lax: the provider's redirect back is a top-level GET navigation, which carries it.
  reply.header(
    'set-cookie',
    `${SOCIAL_COOKIE}=${cookie.token}; Path=/wps/session/social; HttpOnly; Secure; SameSite=Lax; Max-Age=${cookie.maxAge}`,
  );
}

/** This site's origin as the browser reached it (the provider's redirect back comes to it). */
export const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
