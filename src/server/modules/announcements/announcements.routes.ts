import type { FastifyInstance } from 'fastify';
import * as api from '@/core/api/engagement';
import { route } from '@/server/plugins/contract';
import { ok } from '@/server/plugins/envelope';
import { announcements } from './announcements.service';

export async function announcementRoutes(app: FastifyInstance) {
  route(app, api.announcements, {}, async (request) => {
    const types = (request.query.types ?? '').split(',') as api.AnnouncementType[];
    return ok(announcements(request.brand, request.language, types, request.query.execution));
  });
}
