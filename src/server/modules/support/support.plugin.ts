import { join } from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { SUPPORT_IMAGE_MAX_BYTES, SUPPORT_IMAGE_MAX_FILES } from '../../../core/support';
import { deskRoutes } from './desk.routes';
import { feedbackRoutes } from './feedback.routes';
import { SupportFiles } from './support-files';

/** Support (docs/support.md): feedback and complaints, the support desk. Images under DATA_DIR/support. */
export async function supportPlugin(app: FastifyInstance) {
  app.decorateRequest('operator', null);
  // Images arrive as multipart/form-data with hard limits (5 MB each, 3 files, a few small fields).
  await app.register(multipart, {
    limits: {
      fileSize: SUPPORT_IMAGE_MAX_BYTES,
      files: SUPPORT_IMAGE_MAX_FILES,
      fields: 8,
      parts: 12,
      fieldSize: 100_000,
    },
  });
  const files = new SupportFiles(join(app.config.dataDir, 'support'));
  await app.register(feedbackRoutes(files));
  await app.register(deskRoutes(files));
}
