import type { FastifyInstance } from 'fastify';
import * as api from '@/core/api/system';
import { resolveLanguage } from '@/core/languages';
import { route } from '@/server/plugins/contract';
import { ok } from '@/server/plugins/envelope';
import { helpCenter } from './help.service';

/** Help centre (spec §7 getHelpV2: GET /wps/system/helpCenter?lang&device=WEB). */
export async function helpRoutes(app: FastifyInstance) {
  route(app, api.helpCenter, {}, async (request) => {
    const { lang } = request.query;
    const language = lang ? resolveLanguage(lang, request.brand.config.languages) : request.language;
    return ok(helpCenter(request.brand, language));
  });
}
