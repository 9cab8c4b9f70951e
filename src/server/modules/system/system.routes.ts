import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as api from '@/core/api/system';
import { route } from '@/server/plugins/contract';
import { ok } from '@/server/plugins/envelope';
import { payloadKey } from '@/server/plugins/payload';
import { bootstrapInfo, domainRoute, systemStatus } from './system.service';

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
  route(app, api.status, {}, async (request) => ok(requestStatus(app, request)));
  route(app, api.whitelabel, {}, async (request) => ok(request.brand.whitelabel));
  route(app, api.registerSettings, {}, async (request) => ok(request.brand.registerFields));
  route(app, api.domainRoute, {}, async (request) => ok(domainRoute(request.brand)));
  route(app, api.bootstrap, {}, async (request) => ok(requestBootstrap(app, request)));
}
