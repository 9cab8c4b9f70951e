import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Envelope } from '@/core/api/schema';
import { AppError } from '../errors';
import { translate } from '../i18n';

export type { Envelope };

export function ok<T>(value: T): Envelope<T> {
  return { success: true, code: 'OK', message: '', value };
}

/** JSON Schema of an envelope around a value schema, for route response declarations and OpenAPI. */
export function envelopeSchema(value: object = {}) {
  return {
    type: 'object',
    required: ['success', 'code', 'message', 'value'],
    properties: {
      success: { type: 'boolean' },
      code: { type: 'string' },
      message: { type: 'string' },
      value,
    },
  } as const;
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: string,
  params: Record<string, unknown> = {},
  value: unknown = null,
) {
  const language = request.language ?? request.brand?.config.languages.default ?? 'en';
  // A refusal that says how long to wait says it in Retry-After too, with the same number of seconds.
  if (status === 429 && typeof params.seconds === 'number')
    reply.header('retry-after', String(params.seconds));
  return reply.code(status).send({ success: false, code, message: translate(language, code, params), value });
}

/** Maps a Fastify/framework error to a status and code: client faults stay 4xx, nothing here becomes a 500. */
function classify(error: FastifyError): { status: number; code: string; params: Record<string, unknown> } {
  if (error.validation) {
    const first = error.validation[0];
    const field = first?.instancePath
      ? first.instancePath.slice(1).replaceAll('/', '.')
      : String(first?.params?.missingProperty ?? '');
    return { status: 400, code: 'invalid_request', params: { field, detail: first?.message ?? '' } };
  }
  const status = error.statusCode ?? 500;
  if (status === 413) return { status, code: 'payload_too_large', params: {} };
  if (status === 415) return { status, code: 'unsupported_media_type', params: {} };
  if (status === 429) return { status, code: 'too_many_requests', params: { seconds: 1, count: 1 } };
  if (status >= 400 && status < 500)
    return { status, code: 'invalid_request', params: { field: '', detail: '' } };
  return { status: 500, code: 'unknown_error', params: {} };
}

export const envelopePlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return sendError(request, reply, error.status, error.code, error.params, error.value);
    }
    const { status, code, params } = classify(error as FastifyError);
    if (status >= 500) request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, status, code, params);
  });
});
