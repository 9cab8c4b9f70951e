import type { SwaggerOptions } from '@fastify/swagger';
import type { RouteOptions } from 'fastify';
import { guardOptionsOf } from './auth';
import { ALWAYS_OPEN } from './availability';
import { API_PATH } from './brand';

/**
 * The OpenAPI document at /docs/json as a contract a client can be generated from (lint-clean under
 * `redocly lint`'s recommended rules, checked by tests/api/openapi-lint.test.ts). Everything here is derived
 * from how routes are declared, so a route added later complies without doing anything:
 *
 * - operationId: method + path (`GET /wps/member/info` → `getWpsMemberInfo`), unless the schema names one;
 * - security: bearer when a requireSession guard protects the route; a game session, signature or stream
 *   ticket when the route declares the X-Game-Session or X-Signature header or the `ticket` query; none
 *   otherwise. `config.auth: 'optional'` marks a
 *   credential the route reads when present. An explicit `schema.security` wins;
 * - 4xx answers with the error envelope: 400 and 404 everywhere, 401 where a credential is read, 403 where
 *   region rules or the guard's account checks apply, 429 with a rate limit, 503 under maintenance;
 * - servers: the host serving the document (every brand is its own host).
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads its credential when one is sent, and answers visitors without it (OpenAPI security). */
    auth?: 'optional';
    /**
     * The error statuses the route answers with the envelope, where they differ from the derived ones (e.g. a
     * protocol that answers its own failures with HTTP 200).
     */
    errorStatuses?: number[];
  }
}

/** Request headers and query parameters that carry a credential, by the security scheme they stand for. */
const CREDENTIAL_HEADERS: Record<string, string> = {
  'x-game-session': 'gameSession',
  'x-signature': 'signature',
};
const CREDENTIAL_QUERY: Record<string, string> = { ticket: 'streamTicket', session: 'gameSessionQuery' };

const SECURITY_SCHEMES = {
  staff: {
    type: 'http',
    scheme: 'bearer',
    description:
      'A back-office staff session answered by POST /office/api/login (password and TOTP code; Authorization: Bearer <token>).',
  },
  bearer: {
    type: 'http',
    scheme: 'bearer',
    description: 'The session token answered by POST /wps/session/login (Authorization: Bearer <token>).',
  },
  chatVisitor: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Chat-Visitor',
    description: "A visitor's live-chat key, answered by GET /wps/relay/CBS_launchChat (value.visitor).",
  },
  gameSession: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Game-Session',
    description: 'The game session answered by POST /wps/originals/session (in-house game screens).',
  },
  gameSessionQuery: {
    type: 'apiKey',
    in: 'query',
    name: 'session',
    description: 'The game session, where a header cannot be sent (the event stream).',
  },
  streamTicket: {
    type: 'apiKey',
    in: 'query',
    name: 'ticket',
    description:
      'A short-lived ticket answered by POST /wps/member/streamTicket (event streams cannot send headers).',
  },
  signature: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Signature',
    description:
      'Server-to-server calls of vendors and payment providers: hex HMAC-SHA256 of the exact raw body with the shared secret.',
  },
} as const;

const ERROR_ENVELOPE = {
  type: 'object',
  required: ['success', 'code', 'message', 'value'],
  properties: {
    success: { type: 'boolean', enum: [false] },
    code: {
      type: 'string',
      description: 'Stable error code (src/core/error-codes.ts), e.g. invalid_request',
    },
    message: { type: 'string', description: "The code's text in the caller's language" },
    value: {
      type: 'object',
      nullable: true,
      additionalProperties: true,
      description: 'Details for some codes (e.g. the invalid fields, a new captcha), else null',
    },
  },
} as const;

const ERROR_RESPONSES: Record<string, { name: string; description: string }> = {
  400: {
    name: 'BadRequest',
    description: 'Bad input (invalid_request names the field): nothing was done',
  },
  401: {
    name: 'Unauthorized',
    description: 'No valid credential: the session or game session is missing, expired or revoked',
  },
  403: {
    name: 'Forbidden',
    description:
      'Refused: a blocked region, a free-play account on a real-money call, or a non-agent account',
  },
  404: {
    name: 'NotFound',
    description: 'The host serves no brand (invalid_domain), or what was asked for is not within reach',
  },
  429: { name: 'TooManyRequests', description: 'Too many requests: retry after the Retry-After seconds' },
  503: { name: 'Unavailable', description: 'The brand is under maintenance' },
};

type Security = Record<string, string[]>[];
type Hook = RouteOptions['preHandler'];

const hooksOf = (route: RouteOptions): unknown[] =>
  [route.onRequest, route.preValidation, route.preHandler as Hook].flatMap((hook) =>
    hook === undefined ? [] : Array.isArray(hook) ? hook : [hook],
  );

/** What a route requires, read from its guard, its declared headers and its config. */
function routeAuth(route: RouteOptions, schema: Record<string, unknown>) {
  const guard = hooksOf(route)
    .map((hook) => guardOptionsOf(hook))
    .find(Boolean);
  const names = (part: unknown) =>
    Object.keys((part as { properties?: object } | undefined)?.properties ?? {});
  const schemes = [
    ...(guard ? ['bearer'] : []),
    ...names(schema.headers).map((name) => CREDENTIAL_HEADERS[name.toLowerCase()]),
    ...names(schema.querystring).map((name) => CREDENTIAL_QUERY[name]),
  ].filter((s): s is string => Boolean(s));
  const optional = route.config?.auth === 'optional' || Boolean(guard?.optional);
  // An optional credential with nothing else declared is the player's bearer token.
  if (optional && schemes.length === 0) schemes.push('bearer');
  const derived: Security = [...(optional ? [{}] : []), ...schemes.map((s) => ({ [s]: [] }))];
  const security = (schema.security as Security | undefined) ?? derived;
  const credential = security.some((s) => Object.keys(s).length > 0);
  // Every guarded route checks the account (enabled, its type's action, a forced password change): 403.
  return { security, credential, accountChecks: Boolean(guard) };
}

/** The error answers of a route: status codes whose envelope responses the document adds. */
function errorStatuses(route: RouteOptions, credential: boolean, accountChecks: boolean): string[] {
  const declared = route.config?.errorStatuses;
  if (declared) return declared.map(String);
  const path = route.url;
  const gated = API_PATH.test(path) && !ALWAYS_OPEN.test(path);
  return [
    '400',
    ...(credential ? ['401'] : []),
    ...(gated || accountChecks ? ['403'] : []),
    '404',
    ...(route.config?.rateLimit ? ['429'] : []),
    ...(gated ? ['503'] : []),
  ];
}

const X_ERRORS = 'x-error-responses';

/** Per route (fastify-swagger `transform`): security and the list of error answers, from the route's declaration. */
function transform({ schema, url, route }: { schema: unknown; url: string; route: RouteOptions }) {
  const base = (schema ?? {}) as Record<string, unknown>;
  if (base.hide) return { schema: base, url };
  const { security, credential, accountChecks } = routeAuth(route, base);
  return {
    schema: { ...base, security, [X_ERRORS]: errorStatuses(route, credential, accountChecks) },
    url,
  };
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** `get` + `/wps/originals/{game}/bet` → `getWpsOriginalsByGameBet`. */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^\{(.+)\}$/.exec(segment);
      const parts = (param ? param[1]! : segment).split(/[^A-Za-z0-9]+/).filter(Boolean);
      return param ? ['By', ...parts] : parts;
    });
  return method.toLowerCase() + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

type Operation = Record<string, unknown> & { responses?: Record<string, unknown> };

/** The whole document (fastify-swagger `transformObject`): operationIds and the shared error responses. */
function transformObject({ openapiObject }: { openapiObject: Record<string, unknown> }) {
  const doc = openapiObject as {
    paths?: Record<string, Record<string, Operation>>;
    components?: Record<string, Record<string, unknown>>;
  };
  const used = new Set<string>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!operation) continue;
      operation.operationId ??= operationIdOf(method, path);
      const statuses = (operation[X_ERRORS] as string[] | undefined) ?? [];
      delete operation[X_ERRORS];
      const responses = { ...operation.responses };
      for (const status of statuses) {
        if (responses[status]) continue;
        responses[status] = { $ref: `#/components/responses/${ERROR_RESPONSES[status]!.name}` };
        used.add(status);
      }
      operation.responses = responses;
    }
  }
  doc.components ??= {};
  const components = doc.components;
  components.schemas = { ...components.schemas, ErrorEnvelope: ERROR_ENVELOPE };
  components.responses = {
    ...components.responses,
    ...Object.fromEntries(
      [...used].sort().map((status) => {
        const { name, description } = ERROR_RESPONSES[status]!;
        const content = { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } };
        return [name, { description, content }];
      }),
    ),
  };
  return openapiObject;
}

/** Options for @fastify/swagger. */
export function swaggerOptions(): SwaggerOptions {
  return {
    openapi: {
      info: {
        title: 'Marquee API',
        version: '1',
        description:
          'Every response is an envelope {success, code, message, value}. Each brand is served on its own host; on preview hosts the X-Brand header selects a brand.',
        license: { name: 'Proprietary' },
      },
      servers: [{ url: '/', description: 'The brand host serving this document' }],
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform,
    transformObject,
  } as SwaggerOptions;
}
