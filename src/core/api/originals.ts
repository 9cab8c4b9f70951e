/**
 * The in-house games' API (docs/originals-api.md "In-house vendor MQ"): the game session, balance and bets, the
 * rounds that last (Mines, crash), the provably-fair seeds and history, and the live stream. The answers' shapes
 * are in originals-schema.ts.
 */
import { contract } from './contract';
import {
  CrashBetPlaced,
  CrashCashout,
  CrashFairness,
  CrashHistoryRound,
  CrashState,
  Game,
  GameSession,
  HistoryPage,
  InstantBet,
  MinesBoard,
  RotateResult,
  Seeds,
} from './originals-schema';
import { Amount, Bool, Nullable, Str, Type } from './schema';

export * from './originals-schema';

const tags = ['originals'];
/** A bet's game parameters, checked per game by the server (bet_params_invalid). */
const BetParams = Type.Object({}, { additionalProperties: true });
const SessionHeader = Type.Object({ 'x-game-session': Type.Optional(Type.String({ maxLength: 200 })) });
const RoundId = Type.String({ maxLength: 20 });
const ClientSeed = Type.String({ maxLength: 200 });

/** A call made inside a game session (X-Game-Session), under the originals tags. */
const inSession = { tags, headers: SessionHeader };

export const openSession = contract({
  method: 'POST',
  url: '/wps/originals/session',
  tags,
  summary:
    'Opens a game screen: exchanges the one-time launch code (real play) or starts demo credits; answers the game session (header X-Game-Session on every call below)',
  body: Type.Object(
    {
      launch: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{20,100}$' })),
      demo: Type.Optional(Bool),
      game: Type.Optional(Game),
    },
    { additionalProperties: false },
  ),
  value: GameSession,
});

export const balance = contract({
  method: 'GET',
  url: '/wps/originals/balance',
  ...inSession,
  summary: "The game session's balance (real: the play wallet through the protocol; demo: the credits)",
  querystring: Type.Object({ game: Type.Optional(Game) }),
  value: Type.Object({ balance: Amount, demo: Bool }),
});

export const bet = contract({
  method: 'POST',
  url: '/wps/originals/:game/bet',
  ...inSession,
  summary:
    'A bet: instant games answer the outcome; mines opens a board; crash joins the current round (betting phase only)',
  params: Type.Object({ game: Game }),
  body: Type.Object(
    {
      amount: Type.Unsafe<unknown>({ description: 'decimal string in the brand currency, e.g. "1.00"' }),
      params: Type.Optional(BetParams),
      requestId: Type.String({ maxLength: 64, description: 'client idempotency key, 8–64 of A-Za-z0-9_.:-' }),
    },
    { additionalProperties: false },
  ),
  value: Type.Union([InstantBet, MinesBoard, CrashBetPlaced]),
});

export const minesState = contract({
  method: 'GET',
  url: '/wps/originals/mines/state',
  ...inSession,
  summary: 'The open Mines board ({ round: null } when none)',
  value: Type.Object({ round: Nullable(MinesBoard) }),
});

export const minesReveal = contract({
  method: 'POST',
  url: '/wps/originals/mines/reveal',
  ...inSession,
  summary: 'Reveals a tile (0–24, row by row): a mine ends the round; clearing every safe tile cashes out',
  body: Type.Object({ roundId: RoundId, tile: Type.Integer() }, { additionalProperties: false }),
  value: MinesBoard,
});

export const minesCashout = contract({
  method: 'POST',
  url: '/wps/originals/mines/cashout',
  ...inSession,
  summary: 'Cashes out the Mines board at its current multiplier',
  body: Type.Object({ roundId: RoundId }, { additionalProperties: false }),
  value: MinesBoard,
});

export const crashCashout = contract({
  method: 'POST',
  url: '/wps/originals/crash/cashout',
  ...inSession,
  summary:
    "Cashes out the player's bet in the running round at the current multiplier; 409 crash_busted after the bust",
  body: Type.Object({ roundId: RoundId }, { additionalProperties: false }),
  value: CrashCashout,
});

export const crashState = contract({
  method: 'GET',
  url: '/wps/originals/crash/state',
  ...inSession,
  summary: "The brand's current crash round, the players' bets in it and recent rounds (session optional)",
  value: CrashState,
});

export const crashRounds = contract({
  method: 'GET',
  url: '/wps/originals/crash/rounds',
  tags,
  summary: 'Crashed rounds, newest first, with their revealed hash and crash point',
  querystring: Type.Object({
    before: Type.Optional(Type.String({ pattern: '^\\d{1,18}$' })),
    limit: Type.Integer({ minimum: 1, maximum: 200, default: 50 }),
  }),
  value: Type.Object({ rounds: Type.Array(CrashHistoryRound) }),
});

export const seeds = contract({
  method: 'GET',
  url: '/wps/originals/seeds',
  ...inSession,
  summary: 'The active seed pair: server seed hash, client seed, next nonce',
  value: Seeds,
});

export const setClientSeed = contract({
  method: 'POST',
  url: '/wps/originals/seeds/client',
  ...inSession,
  summary: 'Sets the client seed of the active pair (1–64 printable ASCII characters)',
  body: Type.Object({ clientSeed: ClientSeed }, { additionalProperties: false }),
  value: Seeds,
});

export const rotateSeed = contract({
  method: 'POST',
  url: '/wps/originals/seeds/rotate',
  ...inSession,
  summary:
    'Retires the active pair, revealing its server seed, and starts a new one (optionally with a new client seed); 409 mines_round_open while a board is open',
  body: Type.Object({ clientSeed: Type.Optional(ClientSeed) }, { additionalProperties: false }),
  value: RotateResult,
});

export const history = contract({
  method: 'GET',
  url: '/wps/originals/history',
  ...inSession,
  summary: "The player's in-house bets with nonce, seeds (server seed once rotated) and outcome",
  querystring: Type.Object({
    game: Type.Optional(Game),
    pageNo: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
    pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  }),
  value: HistoryPage,
});

export const crashFairness = contract({
  method: 'GET',
  url: '/wps/fairness/crash',
  tags: ['fairness'],
  summary:
    "The brand's crash chain commitment: terminal hash (published first), salt (fixed after it), rounds played",
  value: CrashFairness,
});

export const streamTicket = contract({
  method: 'POST',
  url: '/wps/member/streamTicket',
  tags,
  summary: 'A ticket (60 s) to open /wps/originals/stream?ticket= with the caller’s balance events',
  security: [{ bearer: [] }],
  value: Type.Object({ ticket: Str, expiresAt: Str }),
});

export const stream = contract({
  method: 'GET',
  url: '/wps/originals/stream',
  tags,
  summary:
    'Server-sent events: crash (phases, ticks, bets, cash-outs, busts), balance (the player’s account), winner. ?session= (a game session) or ?ticket= (POST /wps/member/streamTicket) identifies the player; both optional. ?events= (comma-separated) keeps only those kinds (the lobby asks for winner alone, not ten crash ticks a second)',
  querystring: Type.Object({
    session: Type.Optional(Type.String({ maxLength: 200 })),
    ticket: Type.Optional(Type.String({ maxLength: 200 })),
    language: Type.Optional(Type.String({ maxLength: 10 })),
    events: Type.Optional(
      Type.String({ maxLength: 40, pattern: '^(crash|balance|winner)(,(crash|balance|winner))*$' }),
    ),
  }),
});
