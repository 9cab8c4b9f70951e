import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { kycRoutes } from './kyc.routes';
import { KYC_MULTIPART_LIMITS, kycFilesIn } from './kyc-files';

/**
 * KYC (docs/kyc.md): documents under DATA_DIR/kyc, multipart parsing inside the KYC routes' own context with hard
 * limits (5 MB a file, 3 files, a few small fields).
 */
export const kycPlugin = fp(
  async (app: FastifyInstance) => {
    const files = kycFilesIn(app.config.dataDir);
    await app.register(async (routes) => {
      await routes.register(multipart, { limits: KYC_MULTIPART_LIMITS });
      await routes.register(kycRoutes(files));
    });
  },
  { name: 'kyc' },
);
