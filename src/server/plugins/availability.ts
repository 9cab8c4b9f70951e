import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_PATH, pathOf } from './brand';
import { sendError } from './envelope';

/**
 * Calls that must answer during maintenance or for blocked regions (they tell the SPA which screen to show), and
 * the live chat those screens' customer-service button opens.
 */
export const ALWAYS_OPEN = /^\/(wps\/system\/|wps\/payments\/|__dev\/|vendor\/|wps\/chat\/|wps\/relay\/CBS_)/;

/**
 * Maintenance (503) and region restriction (403) are enforced by the server for every API call outside
 * /wps/system/*, not only by the screens the SPA shows.
 */
export const availabilityPlugin = fp(async (app: FastifyInstance) => {
  // Synchronous (callback style, see brand.ts): a hook that answered does not call done().
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.brand) return done();
    const path = pathOf(request.url);
    if (!API_PATH.test(path) || ALWAYS_OPEN.test(path)) return done();
    if (app.registry.isRegionBlocked(request.brand, request.ip, request.country)) {
      sendError(request, reply, 403, 'region_restricted');
      return;
    }
    if (request.brand.config.maintenance.enabled) {
      sendError(request, reply, 503, 'maintenance');
      return;
    }
    done();
  });
});
