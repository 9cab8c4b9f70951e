import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as api from '@/core/api/identity-kyc';
import { contextOf } from '@/server/context';
import { AppError } from '@/server/errors';
import { requireSession } from '@/server/plugins/auth';
import { route } from '@/server/plugins/contract';
import { ok } from '@/server/plugins/envelope';
import { documentFile, type KycCtx, kycStatus, uploadDocuments } from './kyc.service';
import { type KycFiles, readKycMultipart } from './kyc-files';

/** The player's side of KYC (docs/kyc.md): status, upload, own files. */
export function kycRoutes(files: KycFiles) {
  return async (app: FastifyInstance) => {
    const member = requireSession(app, { realAccount: true });
    const ctxOf = (request: FastifyRequest): KycCtx => {
      const { db, brand } = contextOf(request);
      return { db, brand, files };
    };

    route(app, api.kycStatus, { preHandler: member }, async (request) =>
      ok(await kycStatus(ctxOf(request), request.session!.id, request.language)),
    );

    route(
      app,
      api.kycUpload,
      {
        preHandler: member,
        config: { rateLimit: { max: 20, timeWindow: 60_000 } },
        // The multipart body is read from its parts in the handler.
        preValidation: async (request) => {
          if (request.isMultipart()) request.body = {};
        },
      },
      async (request) => {
        if (!request.isMultipart())
          throw new AppError('invalid_request', { field: 'body', detail: 'multipart/form-data' });
        const { fields, files: uploads } = await readKycMultipart(request);
        const documents = await uploadDocuments(
          ctxOf(request),
          request.session!.id,
          { kind: fields.kind },
          uploads,
        );
        return ok({ documents });
      },
    );

    route(app, api.kycFile, { preHandler: member }, async (request, reply) => {
      const file = await documentFile(ctxOf(request), request.params.fileId, {
        accountId: request.session!.id,
      });
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(file.data);
    });
  };
}
