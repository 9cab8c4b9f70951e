import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { kycRoutes } from './kyc.routes';
import { KYC_MULTIPART_LIMITS, kycFilesIn } from './kyc-files';
import { requireKycForWithdrawal } from './kyc-levels';

/**
 * KYC (docs/kyc.md): documents under DATA_DIR/kyc, multipart parsing inside the KYC routes' own context with hard
 * limits (5 MB a file, 3 files, a few small fields). Installs the withdrawal gate into the money flows
 * (walletHooks.withdrawalAllowed): a withdrawal above the brand's unverified amount needs its level.
 */
export const kycPlugin = fp(
  async (app: FastifyInstance) => {
    const files = kycFilesIn(app.config.dataDir);
    const before = app.walletHooks.withdrawalAllowed;
    app.walletHooks.withdrawalAllowed = async (ctx, accountId, amount) => {
      await before?.(ctx, accountId, amount);
      await requireKycForWithdrawal(ctx, accountId, amount);
    };
    await app.register(async (routes) => {
      await routes.register(multipart, { limits: KYC_MULTIPART_LIMITS });
      await routes.register(kycRoutes(files));
    });
  },
  { name: 'kyc', dependencies: ['wallet'] },
);
