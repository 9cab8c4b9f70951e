import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CLIENT_SEED } from '../../../core/fairness';
import { resolveLanguage } from '../../../core/languages';
import { betLimitsOf, GAME_CODES, ORIGINAL_GAMES, type OriginalGame } from '../../../core/originals-config';
import { redeemTrialLaunch } from '../../domains/identity';
import { AppError } from '../../errors';
import { requireSession } from '../../plugins/auth';
import { envelopeSchema, ok } from '../../plugins/envelope';
import { redeemLaunch } from '../vendor/wallet-sessions';
import {
  type BetInput,
  betInstant,
  betMines,
  cashoutMines,
  minesState,
  openMinesRound,
  revealMines,
} from './bets.service';
import { crashBet, crashCashout, crashHistory, crashState } from './crash/crash.service';
import { demoBalance, money, nodeIdOf, walletBalance } from './engine';
import { gameConfig } from './game-config';
import { createDemoSession, type GameSession, resolveGameSession, sessionTokenOf } from './game-session';
import { betHistory } from './history.service';
import { MQ } from './mq-client';
import { isInstant } from './play';
import { activeSeed, rotateSeed, seedState, setClientSeed } from './seeds';

const tags = ['originals'];
const TICKET_MS = 60_000;

const ticketSignature = (secret: Buffer, body: string) =>
  createHmac('sha256', secret).update(`stream-ticket:${body}`).digest('base64url');

/** The account of a valid, unexpired stream ticket (`<account>.<expiry ms>.<signature>`). */
export function ticketAccountOf(secret: Buffer, ticket: string): string | undefined {
  const match = /^(\d{1,18})\.(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(ticket);
  if (!match || Number(match[2]) < Date.now()) return undefined;
  const expected = Buffer.from(ticketSignature(secret, `${match[1]}.${match[2]}`));
  const given = Buffer.from(match[3]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? match[1] : undefined;
}
const loose = { type: 'object', additionalProperties: true } as const;
const value = envelopeSchema(loose);
const sessionHeader = {
  type: 'object',
  properties: { 'x-game-session': { type: 'string', maxLength: 200 } },
} as const;
const gameEnum = { type: 'string', enum: [...ORIGINAL_GAMES] } as const;

/** The in-house game screens' API (docs/originals-api.md "In-house vendor MQ"). */
export async function originalsRoutes(app: FastifyInstance) {
  const deps = () => app.originals.deps;
  const session = (request: FastifyRequest) =>
    resolveGameSession(app.db, request.brand, sessionTokenOf(request));
  const balanceOf = (s: GameSession, game: OriginalGame) =>
    s.demo ? demoBalance(app.db, s.demoId!) : walletBalance(deps(), s, game);

  app.post<{ Body: { launch?: string; demo?: boolean; game?: OriginalGame } }>(
    '/wps/originals/session',
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags,
        summary:
          'Opens a game screen: exchanges the one-time launch code (real play) or starts demo credits; answers the game session (header X-Game-Session on every call below)',
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            launch: { type: 'string', pattern: '^[A-Za-z0-9_-]{20,100}$' },
            demo: { type: 'boolean' },
            game: gameEnum,
          },
        },
        response: { 200: value },
      },
    },
    async (request) => {
      const { launch, demo, game: asked } = request.body;
      let token: string;
      let game: OriginalGame;
      const trial = launch ? await redeemTrialLaunch(app.db, app.secret, launch) : undefined;
      if (trial) {
        // A trial account's screen on its demo credits (the launch named the game).
        token = trial.token;
        game = (ORIGINAL_GAMES.find((g) => GAME_CODES[g] === trial.gameCode) ?? asked)!;
      } else if (launch) {
        const redeemed = await redeemLaunch(app.db, app.secret, launch);
        if (
          !redeemed ||
          redeemed.session.vendor_code !== MQ ||
          redeemed.session.brand_code !== request.brand.config.code
        )
          throw new AppError('game_session_invalid');
        token = redeemed.token;
        game = (ORIGINAL_GAMES.find((g) => GAME_CODES[g] === redeemed.session.game_code) ?? asked)!;
      } else if (demo === true && asked) {
        token = await createDemoSession(app.db, request.brand);
        game = asked;
      } else {
        throw new AppError('invalid_request', { field: 'launch', detail: 'launch, or demo with game' });
      }
      if (!game) throw new AppError('game_not_found');
      const s = await resolveGameSession(app.db, request.brand, token);
      const limits = betLimitsOf(s.currency);
      const seed = await activeSeed(app.db, s.owner);
      const open = game === 'mines' ? await openMinesRound(deps(), s) : undefined;
      const currency = request.brand.config.currency;
      return ok({
        session: token,
        game,
        gameCode: GAME_CODES[game],
        nodeId: await nodeIdOf(deps(), game),
        demo: s.demo,
        currency: currency.code,
        currencySymbol: currency.symbol,
        minorUnits: currency.minorUnits,
        balance: money(request.brand, await balanceOf(s, game)),
        limits: { min: money(request.brand, limits.min), max: money(request.brand, limits.max) },
        config: gameConfig(game, app.originals.timing),
        seeds: seedState(seed),
        openRound: open ? minesState(s, open) : null,
      });
    },
  );

  app.get<{ Querystring: { game?: OriginalGame } }>(
    '/wps/originals/balance',
    {
      schema: {
        tags,
        summary: "The game session's balance (real: the play wallet through the protocol; demo: the credits)",
        headers: sessionHeader,
        querystring: { type: 'object', properties: { game: gameEnum } },
        response: { 200: value },
      },
    },
    async (request) => {
      const s = await session(request);
      return ok({ balance: money(s.brand, await balanceOf(s, request.query.game ?? 'dice')), demo: s.demo });
    },
  );

  const betBody = {
    type: 'object',
    additionalProperties: false,
    required: ['amount', 'requestId'],
    properties: {
      amount: { description: 'decimal string in the brand currency, e.g. "1.00"' },
      params: loose,
      requestId: {
        type: 'string',
        maxLength: 64,
        description: 'client idempotency key, 8–64 of A-Za-z0-9_.:-',
      },
    },
  } as const;

  app.post<{ Params: { game: OriginalGame }; Body: BetInput }>(
    '/wps/originals/:game/bet',
    {
      config: { rateLimit: { max: 600, timeWindow: 60_000 } },
      schema: {
        tags,
        summary:
          'A bet: instant games answer the outcome; mines opens a board; crash joins the current round (betting phase only)',
        headers: sessionHeader,
        params: { type: 'object', properties: { game: gameEnum } },
        body: betBody,
        response: { 200: value },
      },
    },
    async (request) => {
      const s = await session(request);
      const game = request.params.game;
      // New bets wait out a maintenance of the game or of MQ (flags refreshed every 30 s); open rounds may finish.
      const indexed = (await app.games.catalogue()).byCode.get(GAME_CODES[game]);
      if (!indexed || indexed.maintenance || indexed.vendor.maintenance)
        throw new AppError('game_maintenance');
      if (game === 'crash') return ok(await crashBet(deps(), s, request.body));
      if (game === 'mines') return ok(await betMines(deps(), s, request.body));
      if (isInstant(game)) return ok(await betInstant(deps(), s, game, request.body));
      throw new AppError('game_not_found');
    },
  );

  const roundBody = (extra: Record<string, object> = {}) =>
    ({
      type: 'object',
      additionalProperties: false,
      required: ['roundId', ...Object.keys(extra)],
      properties: { roundId: { type: 'string', maxLength: 20 }, ...extra },
    }) as const;

  app.get(
    '/wps/originals/mines/state',
    {
      schema: {
        tags,
        summary: 'The open Mines board ({ round: null } when none)',
        headers: sessionHeader,
        response: { 200: value },
      },
    },
    async (request) => {
      const s = await session(request);
      const open = await openMinesRound(deps(), s);
      return ok({ round: open ? minesState(s, open) : null });
    },
  );

  app.post<{ Body: { roundId: string; tile: number } }>(
    '/wps/originals/mines/reveal',
    {
      schema: {
        tags,
        summary:
          'Reveals a tile (0–24, row by row): a mine ends the round; clearing every safe tile cashes out',
        headers: sessionHeader,
        body: roundBody({ tile: { type: 'integer' } }),
        response: { 200: value },
      },
    },
    async (request) =>
      ok(await revealMines(deps(), await session(request), request.body.roundId, request.body.tile)),
  );

  app.post<{ Body: { roundId: string } }>(
    '/wps/originals/mines/cashout',
    {
      schema: {
        tags,
        summary: 'Cashes out the Mines board at its current multiplier',
        headers: sessionHeader,
        body: roundBody(),
        response: { 200: value },
      },
    },
    async (request) => ok(await cashoutMines(deps(), await session(request), request.body.roundId)),
  );

  app.post<{ Body: { roundId: string } }>(
    '/wps/originals/crash/cashout',
    {
      schema: {
        tags,
        summary:
          "Cashes out the player's bet in the running round at the current multiplier; 409 crash_busted after the bust",
        headers: sessionHeader,
        body: roundBody(),
        response: { 200: value },
      },
    },
    async (request) =>
      ok(await crashCashout(deps(), await session(request), request.body.roundId, app.originals.timing)),
  );

  app.get(
    '/wps/originals/crash/state',
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        summary:
          "The brand's current crash round, the players' bets in it and recent rounds (session optional)",
        headers: sessionHeader,
        response: { 200: value },
      },
    },
    async (request) => {
      const token = sessionTokenOf(request);
      const s = token ? await session(request) : null;
      return ok(await crashState(deps(), request.brand, s, app.originals.timing));
    },
  );

  app.get<{ Querystring: { before?: string; limit: number } }>(
    '/wps/originals/crash/rounds',
    {
      schema: {
        tags,
        summary: 'Crashed rounds, newest first, with their revealed hash and crash point',
        querystring: {
          type: 'object',
          properties: {
            before: { type: 'string', pattern: '^\\d{1,18}$' },
            limit: { type: 'integer', minimum: 1, maximum: 200, default: 50 },
          },
        },
        response: { 200: value },
      },
    },
    async (request) =>
      ok({
        rounds: await crashHistory(
          app.db,
          request.brand.config.code,
          request.query.limit,
          request.query.before ? BigInt(request.query.before) : undefined,
        ),
      }),
  );

  app.get(
    '/wps/originals/seeds',
    {
      schema: {
        tags,
        summary: 'The active seed pair: server seed hash, client seed, next nonce',
        headers: sessionHeader,
        response: { 200: value },
      },
    },
    async (request) => ok(seedState(await activeSeed(app.db, (await session(request)).owner))),
  );

  app.post<{ Body: { clientSeed: string } }>(
    '/wps/originals/seeds/client',
    {
      schema: {
        tags,
        summary: 'Sets the client seed of the active pair (1–64 printable ASCII characters)',
        headers: sessionHeader,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['clientSeed'],
          properties: { clientSeed: { type: 'string', maxLength: 200 } },
        },
        response: { 200: value },
      },
    },
    async (request) => {
      const s = await session(request);
      if (!CLIENT_SEED.test(request.body.clientSeed)) throw new AppError('seed_client_invalid');
      return ok(await setClientSeed(app.db, s.owner, request.body.clientSeed));
    },
  );

  app.post<{ Body: { clientSeed?: string } }>(
    '/wps/originals/seeds/rotate',
    {
      schema: {
        tags,
        summary:
          'Retires the active pair, revealing its server seed, and starts a new one (optionally with a new client seed); 409 mines_round_open while a board is open',
        headers: sessionHeader,
        body: {
          type: 'object',
          additionalProperties: false,
          properties: { clientSeed: { type: 'string', maxLength: 200 } },
        },
        response: { 200: value },
      },
    },
    async (request) => {
      const s = await session(request);
      const clientSeed = request.body?.clientSeed;
      if (clientSeed !== undefined && !CLIENT_SEED.test(clientSeed))
        throw new AppError('seed_client_invalid');
      // The open board's mines come from the active server seed: revealing it would reveal them.
      if (await openMinesRound(deps(), s)) throw new AppError('mines_round_open');
      return ok(await rotateSeed(app.db, s.owner, clientSeed));
    },
  );

  app.get<{ Querystring: { game?: OriginalGame; pageNo: number; pageSize: number } }>(
    '/wps/originals/history',
    {
      schema: {
        tags,
        summary: "The player's in-house bets with nonce, seeds (server seed once rotated) and outcome",
        headers: sessionHeader,
        querystring: {
          type: 'object',
          properties: {
            game: gameEnum,
            pageNo: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
            pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
          },
        },
        response: { 200: value },
      },
    },
    async (request) => ok(await betHistory(deps(), await session(request), request.query)),
  );

  // The site header's live balance: EventSource cannot send Authorization, so a logged-in page trades its
  // bearer token for a short-lived stream ticket (stateless: HMAC of account and expiry with the server secret).
  app.post(
    '/wps/member/streamTicket',
    {
      preHandler: requireSession(app),
      schema: {
        tags,
        summary: 'A ticket (60 s) to open /wps/originals/stream?ticket= with the caller’s balance events',
        security: [{ bearer: [] }],
        response: { 200: value },
      },
    },
    async (request) => {
      const expires = Date.now() + TICKET_MS;
      const body = `${request.session!.id}.${expires}`;
      return ok({
        ticket: `${body}.${ticketSignature(app.secret, body)}`,
        expiresAt: new Date(expires).toISOString(),
      });
    },
  );

  app.get<{ Querystring: { session?: string; ticket?: string; language?: string } }>(
    '/wps/originals/stream',
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        summary:
          'Server-sent events: crash (phases, ticks, bets, cash-outs, busts), balance (the player’s account), winner. ?session= (a game session) or ?ticket= (POST /wps/member/streamTicket) identifies the player; both optional',
        querystring: {
          type: 'object',
          properties: {
            session: { type: 'string', maxLength: 200 },
            ticket: { type: 'string', maxLength: 200 },
            language: { type: 'string', maxLength: 10 },
          },
        },
      },
    },
    async (request, reply) => {
      const token = sessionTokenOf(request);
      const s = token ? await session(request) : null;
      const ticketAccount = request.query.ticket
        ? ticketAccountOf(app.secret, request.query.ticket)
        : undefined;
      if (request.query.ticket && ticketAccount === undefined) throw new AppError('unauthorized');
      const language = request.query.language
        ? resolveLanguage(request.query.language, request.brand.config.languages)
        : request.language;
      reply.hijack();
      app.originals.hub.attach(reply.raw, {
        brand: request.brand.config.code,
        owner: s?.owner ?? null,
        accountId: s?.accountId?.toString() ?? ticketAccount ?? null,
        language,
      });
    },
  );

  app.get(
    '/wps/fairness/crash',
    {
      schema: {
        tags: ['fairness'],
        summary:
          "The brand's crash chain commitment: terminal hash (published first), salt (fixed after it), rounds played",
        response: { 200: value },
      },
    },
    async (request) => {
      const chains = await app.db
        .selectFrom('crash_chain')
        .select([
          'id',
          'terminal_hash',
          'salt',
          'committed_at',
          'salt_fixed_at',
          'length',
          'next_index',
          'active',
        ])
        .where('brand_code', '=', request.brand.config.code)
        .orderBy('id', 'desc')
        .limit(5)
        .execute();
      const chain = (c: (typeof chains)[number]) => ({
        chainId: c.id.toString(),
        terminalHash: c.terminal_hash,
        committedAt: c.committed_at.toISOString(),
        salt: c.salt,
        saltFixedAt: c.salt_fixed_at?.toISOString() ?? null,
        length: c.length,
        roundsPlayed: c.length - 1 - c.next_index,
        active: c.active,
      });
      const current = chains.find((c) => c.active) ?? chains[0];
      return ok({
        ...(current ? chain(current) : { terminalHash: null, salt: null, roundsPlayed: 0 }),
        houseEdgeBp: app.originals.houseEdgeBp,
        growthPer10ms: app.originals.timing.growthPer10ms,
        chains: chains.map(chain),
      });
    },
  );
}
