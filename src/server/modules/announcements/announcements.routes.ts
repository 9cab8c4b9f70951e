import type { FastifyInstance } from 'fastify';
import type { PopupExecution } from '../../../core/brand';
import { envelopeSchema, ok } from '../../plugins/envelope';
import { ANNOUNCEMENT_TYPES, type AnnouncementType, announcements } from './announcements.service';

const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const list = (properties: Record<string, unknown>) =>
  ({ type: 'array', items: { type: 'object', required: Object.keys(properties), properties } }) as const;

const valueSchema = {
  type: 'object',
  required: ['banners', 'player', 'popup', 'promotion'],
  properties: {
    banners: list({
      id: str,
      groupName: { type: 'string', enum: ['w_home', 'w_leftmenu', 'w_login', 'w_forget'] },
      url: str,
      imageUrl: str,
      linkageType: { type: 'string', enum: ['NONE', 'ROUTE', 'URL'] },
      sequence: int,
      title: str,
    }),
    player: list({ id: str, title: str, content: str, createdAt: { type: 'string', format: 'date-time' } }),
    popup: list({
      id: str,
      title: str,
      content: { type: 'string', description: 'HTML (sanitise before rendering)' },
      execution: { type: 'string', enum: ['A', 'B', 'F'] },
      slot: { type: 'string', enum: ['USER_POPUP', 'ANONYMOUS_POPUP'] },
    }),
    promotion: list({
      id: str,
      title: str,
      announcementImages: list({ sequence: int, url: str }),
    }),
  },
} as const;

const typesPattern = `^(${ANNOUNCEMENT_TYPES.join('|')})(,(${ANNOUNCEMENT_TYPES.join('|')}))*$`;

export async function announcementRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { types?: string; execution?: PopupExecution } }>(
    '/wps/relay/MCSFE_getListAnnouncements',
    {
      schema: {
        tags: ['announcements'],
        summary:
          "The brand's banners (B), player notices (PL), popups (PU) and promotions (PR) from content/announcements.json",
        querystring: {
          type: 'object',
          properties: {
            types: {
              type: 'string',
              pattern: typesPattern,
              maxLength: 40,
              default: ANNOUNCEMENT_TYPES.join(','),
            },
            platform: { type: 'string', maxLength: 20 },
            execution: { type: 'string', enum: ['A', 'B', 'F'] },
            language: { type: 'string', maxLength: 10 },
          },
        },
        response: { 200: envelopeSchema(valueSchema) },
      },
    },
    async (request) => {
      const types = (request.query.types ?? '').split(',') as AnnouncementType[];
      return ok(announcements(request.brand, request.language, types, request.query.execution));
    },
  );
}
