import type { FastifyInstance, FastifyRequest } from 'fastify';
import { envelopeSchema, ok } from '../../plugins/envelope';
import { payloadKey } from '../../plugins/payload';
import { bootstrapInfo, domainRoute, systemStatus } from './system.service';

const tags = ['system'];
const looseObject = { type: 'object', additionalProperties: true } as const;

/** The bootstrap info of a request (the /wps/system/bootstrap answer; index.html carries the same). */
export function requestBootstrap(app: FastifyInstance, request: FastifyRequest) {
  return bootstrapInfo(app.registry, request.brand, {
    ip: request.ip,
    country: request.country,
    language: request.language,
    preview: request.brandPreview,
    encryptKey: payloadKey(app.secret, request.brand.config.code),
  });
}

/** The system status of a request (the /wps/system/status answer). */
export const requestStatus = (app: FastifyInstance, request: FastifyRequest) =>
  systemStatus(app.registry, request.brand, request.ip, request.country);

export async function systemRoutes(app: FastifyInstance) {
  app.get(
    '/wps/system/status',
    {
      schema: {
        tags,
        summary: 'System status: 0 normal, 1 maintenance, 2 region restricted',
        response: { 200: envelopeSchema({ type: 'integer', enum: [0, 1, 2] }) },
      },
    },
    async (request) => ok(requestStatus(app, request)),
  );

  app.get(
    '/wps/system/whitelabel',
    {
      schema: {
        tags,
        summary: 'The feature tree (modId, enabled, childrenNodes)',
        response: { 200: envelopeSchema({ type: 'array', items: looseObject }) },
      },
    },
    async (request) => ok(request.brand.whitelabel),
  );

  app.get(
    '/wps/system/setting/register',
    {
      schema: {
        tags,
        summary: 'Per-field registration configuration and the phone rule',
        response: { 200: envelopeSchema(looseObject) },
      },
    },
    async (request) => ok(request.brand.registerFields),
  );

  app.get(
    '/wps/system/domainRoute',
    {
      schema: {
        tags,
        summary: 'The brand domains; the first is canonical',
        response: {
          200: envelopeSchema({
            type: 'object',
            properties: {
              mainDomain: { type: 'string' },
              domains: { type: 'array', items: { type: 'string' } },
            },
          }),
        },
      },
    },
    async (request) => ok(domainRoute(request.brand)),
  );

  app.get(
    '/wps/system/bootstrap',
    {
      schema: {
        tags,
        summary: 'Bootstrap info (spec §3); shape: schemas/api/bootstrap.schema.json',
        response: { 200: envelopeSchema(looseObject) },
      },
    },
    async (request) => ok(requestBootstrap(app, request)),
  );
}
