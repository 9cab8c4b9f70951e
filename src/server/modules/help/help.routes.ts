import type { FastifyInstance } from 'fastify';
import { resolveLanguage } from '../../../core/languages';
import { envelopeSchema, ok } from '../../plugins/envelope';
import { helpCenter } from './help.service';

const str = { type: 'string' } as const;

const valueSchema = {
  type: 'object',
  required: ['language', 'sections'],
  properties: {
    language: str,
    sections: {
      type: 'array',
      items: {
        type: 'object',
        required: ['term', 'title', 'body'],
        properties: {
          term: { type: 'string', description: 'Stable id of the section: /helpmc#<term>' },
          title: str,
          body: {
            type: 'string',
            description: 'Markdown-lite: paragraphs, "- " and "1. " lists, **bold**, [links](…)',
          },
        },
      },
    },
  },
} as const;

/** Help centre (spec §7 getHelpV2: GET /wps/system/helpCenter?lang&device=WEB). */
export async function helpRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { lang?: string; device?: string } }>(
    '/wps/system/helpCenter',
    {
      schema: {
        tags: ['system'],
        summary:
          "The brand's help centre (content/help.json) in a language: sections with a stable term, a title and a markdown-lite body",
        querystring: {
          type: 'object',
          properties: {
            lang: {
              type: 'string',
              pattern: '^[A-Za-z]{2}$',
              description: 'en, ty, vi, cn or th; a language the brand does not support gives its default',
            },
            device: { type: 'string', enum: ['WEB'], default: 'WEB' },
            language: { type: 'string', maxLength: 10 },
          },
        },
        response: { 200: envelopeSchema(valueSchema) },
      },
    },
    async (request) => {
      const { lang } = request.query;
      const language = lang ? resolveLanguage(lang, request.brand.config.languages) : request.language;
      return ok(helpCenter(request.brand, language));
    },
  );
}
