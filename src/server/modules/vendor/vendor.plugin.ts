import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import * as api from '@/core/api/vendor';
import type { Brand } from '@/core/brand';
import { walletAnswers } from '@/server/lib/metrics';
import { route } from '@/server/plugins/contract';
import { rawBodyValidator } from '@/server/plugins/validation';
import { verifySignature } from '@/server/providers/payment/signature';
import { conformanceFixtures } from './fixtures';
import { PlayStats } from './play-stats';
import { RS, requestUuidOf, type WalletAnswer } from './protocol';
import { recordsRoutes } from './records.routes';
import { VendorSecrets } from './secrets';
import { handleWalletCall, type WalletDeps } from './wallet.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The seamless-wallet protocol handler (the HTTP route and the in-house vendor MQ both call it). */
    vendorWallet: {
      deps: WalletDeps;
      secrets: VendorSecrets;
      stats: PlayStats;
      call(vendor: string, action: string, rawBody: string, signature: unknown): Promise<WalletAnswer>;
    };
  }
}

const WALLET_ACTIONS = new Set(['balance', 'bet', 'win', 'rollback']);

const conformanceEnabled = (app: FastifyInstance) =>
  !app.config.production || process.env.VENDOR_CONFORMANCE === '1';

/**
 * POST /vendor/<code>/wallet/{balance|bet|win|rollback}: the raw body is kept as a string (≤ 64 KB, any
 * content type) because the signature is over the exact bytes; every answer is HTTP 200 with the protocol's
 * JSON (never the envelope), including malformed requests (RS_ERROR_WRONG_SYNTAX).
 */
async function walletRoutes(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) =>
    done(null, body),
  );
  app.setErrorHandler((error, request, reply) => {
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 500) request.log.error({ err: error }, 'vendor wallet error');
    return reply.code(200).send({
      status: status >= 500 ? RS.UNKNOWN : RS.WRONG_SYNTAX,
      request_uuid: '',
    } satisfies WalletAnswer);
  });
  // The body is the signed text itself (a string here): the protocol's parser reads it, after the signature.
  const raw = (body: unknown) => (typeof body === 'string' ? body : '');
  const validatorCompiler = rawBodyValidator();

  route(
    app,
    api.wallet,
    {
      validatorCompiler,
      // Machine-to-machine and very frequent: every call is stored in vendor_tx; no per-request info log lines.
      logLevel: 'warn',
      // Protocol failures are HTTP 200 with a status; only a malformed URL (400) or a host of no brand (404) is not.
      config: { errorStatuses: [400, 404] },
    },
    async (request) =>
      app.vendorWallet.call(
        request.params.vendor,
        request.params.action,
        raw(request.body),
        request.headers['x-signature'],
      ),
  );

  // Test players for the conformance harness, on servers that are not in production (or VENDOR_CONFORMANCE=1).
  route(app, api.conformanceFixtures, { validatorCompiler }, async (request, reply) => {
    const body = raw(request.body);
    const secret = app.vendorWallet.secrets.of(request.params.vendor);
    if (!conformanceEnabled(app) || !secret)
      return reply.code(404).send({ status: RS.INVALID_SIGNATURE, request_uuid: '' });
    if (!verifySignature(secret, body, request.headers['x-signature']))
      return { status: RS.INVALID_SIGNATURE, request_uuid: '' };
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      parsed = null;
    }
    const fixtures = await conformanceFixtures(
      app.db,
      app.secret,
      app.games,
      request.brand,
      request.params.vendor,
    );
    if (!fixtures) return { status: RS.WRONG_SYNTAX, request_uuid: requestUuidOf(parsed) };
    return { status: RS.OK, request_uuid: requestUuidOf(parsed), fixtures };
  });
}

/** The operator side of the seamless-wallet protocol, the play statistics it feeds, and the records API. */
export const vendorPlugin = fp(
  async (app: FastifyInstance) => {
    const secrets = new VendorSecrets(app.secret, app.config.production);
    const stats = new PlayStats(app.db, app.bus, (error) => app.log.warn({ err: error }, 'play statistics'));
    const deps: WalletDeps = {
      db: app.db,
      secrets,
      brands: new Map<string, Brand>(app.registry.brands.map((b) => [b.config.code, b])),
      games: app.games,
      stats,
      onError: (error) => app.log.error({ err: error }, 'vendor wallet call failed'),
    };
    app.decorate('vendorWallet', {
      deps,
      secrets,
      stats,
      call: async (vendor: string, action: string, rawBody: string, signature: unknown) => {
        const answer = await handleWalletCall(deps, vendor, action, rawBody, signature);
        // Labels from known values only: a caller cannot grow the metric with made-up vendors or actions (a
        // vendor counts by name once its signature verified, which needs its secret).
        walletAnswers.inc({
          vendor: answer.status === RS.INVALID_SIGNATURE ? 'unknown' : vendor,
          action: WALLET_ACTIONS.has(action) ? action : 'unknown',
          status: answer.status,
        });
        return answer;
      },
    });
    app.addHook('onReady', async () => stats.start());
    app.addHook('onClose', async () => stats.stop());
    await app.register(walletRoutes);
    await app.register(recordsRoutes);
  },
  { name: 'vendor', dependencies: ['games', 'realtime'] },
);
