import { createHmac } from 'node:crypto';
import AES from 'crypto-js/aes.js';
import Utf8 from 'crypto-js/enc-utf8.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';

/** The per-brand key of "encrypt" calls, handed to the SPA in the bootstrap (compatibility obfuscation). */
export function payloadKey(secret: Buffer, brandCode: string): string {
  return createHmac('sha256', secret).update(`payload:${brandCode}`).digest('hex').slice(0, 32);
}

/** Opens "encrypt" payloads and refuses U+0000 before schema validation (openPayload, refuseNul below). */
export const payloadPlugin = fp(async (app: FastifyInstance) => {
  // One synchronous hook (callback style) for both checks: no promise per request (docs/scale.md "Per-request CPU").
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      openPayload(app, request);
      refuseNul(request);
    } catch (error) {
      return done(error as Error);
    }
    done();
  });

  // Form posts (forgot password by email): a flat map of fields; duplicate keys keep the first value.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      const fields: Record<string, string> = {};
      for (const [key, value] of new URLSearchParams(body as string))
        if (!(key in fields)) fields[key] = value;
      done(null, fields);
    },
  );
});

/**
 * Calls the spec marks "encrypt" accept {payload} (AES with the brand key) as well as plain JSON; the payload
 * is opened before schema validation, so both forms are validated the same way.
 */
function openPayload(app: FastifyInstance, request: FastifyRequest): void {
  const body = request.body as Record<string, unknown> | undefined;
  if (!request.routeOptions.config?.encrypt || !body || typeof body !== 'object') return;
  const keys = Object.keys(body);
  if (keys.length !== 1 || keys[0] !== 'payload' || typeof body.payload !== 'string') return;
  let opened: unknown;
  try {
    opened = JSON.parse(
      AES.decrypt(body.payload, payloadKey(app.secret, request.brand.config.code)).toString(Utf8),
    );
  } catch {
    throw new AppError('invalid_request', { field: 'payload', detail: '' });
  }
  if (!opened || typeof opened !== 'object' || Array.isArray(opened)) {
    throw new AppError('invalid_request', { field: 'payload', detail: '' });
  }
  request.body = opened;
}

/** PostgreSQL text cannot hold U+0000: a string carrying it is refused here rather than failing a query (a 500). */
function refuseNul(request: FastifyRequest): void {
  const { query, params, body } = request;
  for (const part of [query, params, body]) {
    const field = nulPath(part);
    if (field !== undefined) throw new AppError('invalid_request', { field, detail: '' });
  }
}

/** The path of the first key or string value holding U+0000, or undefined (iterative: any nesting depth). */
function nulPath(root: unknown): string | undefined {
  const stack: [unknown, string][] = [[root, '']];
  while (stack.length > 0) {
    const [node, path] = stack.pop()!;
    if (typeof node === 'string') {
      if (node.includes('\u0000')) return path;
    } else if (node !== null && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key.includes('\u0000')) return path;
        stack.push([value, path ? `${path}.${key}` : key]);
      }
    }
  }
  return undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route accepts an AES {payload} body (spec: "encrypt"). */
    encrypt?: boolean;
  }
}
