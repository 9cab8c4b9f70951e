import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '@/server/errors';
import { operatorByToken, type SupportOperator } from './operators.service';

/** The support desk's HTTP side: the operator's bearer token in the Authorization header, and the request's operator. */

declare module 'fastify' {
  interface FastifyRequest {
    /** The support agent of the request (set by requireOperator). */
    operator: SupportOperator | null;
  }
}

/** The bearer token of the request's Authorization header ('' when there is none). */
export function operatorTokenFrom(request: FastifyRequest): string {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
}

/** preHandler: a support agent's bearer token (401 support_unauthorized otherwise). */
export function requireOperator(app: FastifyInstance) {
  return async (request: FastifyRequest) => {
    const token = operatorTokenFrom(request);
    const operator = token ? await operatorByToken(app, token) : undefined;
    if (!operator) throw new AppError('support_unauthorized');
    request.operator = operator;
  };
}
