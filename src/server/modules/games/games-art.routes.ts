import type { FastifyInstance, FastifyReply } from 'fastify';
import * as api from '@/core/api/games';
import { AppError } from '@/server/errors';
import { route } from '@/server/plugins/contract';
import { gameArtSvg, type LogoStateName, vendorLogoSvg } from './art';
import { LOGO_STATES } from './games.service';
import { IMMUTABLE, SVG_CSP } from './games-route-helpers';

/** Generated art: a game's card (square and 16:9) and a vendor's logo in each state, cached for good. */
export async function gameArtRoutes(app: FastifyInstance) {
  const games = app.games;

  const sendSvg = (reply: FastifyReply, svg: string) =>
    reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', IMMUTABLE)
      .header('content-security-policy', SVG_CSP)
      .send(svg);

  for (const [endpoint, variant] of [
    [api.gameArt, 'square'],
    [api.gameArtLarge, 'large'],
  ] as const) {
    route(app, endpoint, {}, async (request, reply) => {
      const code = /^([A-Z0-9_]{1,40})\.svg$/.exec(request.params.file)?.[1];
      const index = await games.catalogue();
      // Art is served for any catalogue game (it reveals nothing, and a previewed brand's images load without
      // the X-Brand header); lists, launches and favourites are what brand isolation guards.
      const game = code ? index.byCode.get(code) : undefined;
      if (!game) throw new AppError('not_found');
      return sendSvg(
        reply,
        gameArtSvg(
          {
            gameCode: game.gameCode,
            vendorCode: game.vendor.code,
            title: game.names.en,
            seed: game.artSeed,
            gameType: game.gameType,
            hue: game.vendor.hue,
          },
          variant,
        ),
      );
    });
  }

  route(app, api.vendorLogo, {}, async (request, reply) => {
    const state = /^([A-Z]+)\.svg$/.exec(request.params.file)?.[1] as LogoStateName | undefined;
    const index = await games.catalogue();
    const vendor = index.vendors.get(request.params.code);
    if (!vendor || !state || !(LOGO_STATES as readonly string[]).includes(state))
      throw new AppError('not_found');
    return sendSvg(reply, vendorLogoSvg(vendor, state));
  });
}
