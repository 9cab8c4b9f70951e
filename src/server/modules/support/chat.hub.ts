import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { Language } from '@/core/languages';
import { contextOf } from '@/server/context';
import { AppError } from '@/server/errors';
import { translate } from '@/server/i18n';
import { guardMessage } from '@/server/plugins/auth';
import type { BusEvent } from '@/server/realtime/bus';
import { deskRooms } from './chat.repository';
import {
  type ChatCtx,
  type ChatOwner,
  markRead,
  ownerKeyOf,
  ownerSend,
  ownerState,
  publishTyping,
  supportSend,
  VISITOR_KEY,
  visitorHashOf,
} from './chat.service';
import { operatorByToken, type SupportOperator, servesBrand } from './operators.service';
import type { SupportFiles } from './support-files';

/**
 * The chat sockets of this instance (GET /wps/chat/socket, docs/support.md "Chat protocol"). Every change is
 * published on the event bus and comes back from PostgreSQL to every instance, so an owner's tabs and the brand's
 * desks receive it wherever they are connected. Per socket: messages are handled one at a time, sends are
 * limited by a token bucket (5 at once, 1 more a second; desks 20), typing signals to one every 2 seconds.
 */

const HELLO_MS = 10_000;
const TYPING_MS = 2_000;
const MAX_FRAME = 4_096;

interface Conn {
  ws: WebSocket;
  brand: string;
  language: Language;
  owner?: ChatOwner;
  /** The session token a player said hello with: every later message goes through the session guard with it. */
  token?: string;
  operator?: SupportOperator;
  /** The desk's operator token: checked again on every message. */
  deskToken?: string;
  tokens: number;
  refilledAt: number;
  typedAt: number;
  chain: Promise<void>;
}

type Incoming = {
  type?: unknown;
  token?: unknown;
  visitor?: unknown;
  desk?: unknown;
  body?: unknown;
  fileId?: unknown;
  room?: unknown;
  clientId?: unknown;
  contact?: unknown;
};

/**
 * Every message type a chat socket accepts after its hello, and whether it changes something (a write is refused
 * while the account must change its password). Each one passes the session guard (guardMessage) for a player, or
 * the operator check for a desk, before it runs; a visitor's messages are bound to its own room key. The guard test
 * enumerates this table (tests/api/session-guard.test.ts).
 */
export const CHAT_MESSAGES = {
  send: { write: true },
  typing: { write: true },
  read: { write: true },
} as const satisfies Record<string, { write: boolean }>;
export type ChatMessageType = keyof typeof CHAT_MESSAGES;

const isMessageType = (type: unknown): type is ChatMessageType =>
  typeof type === 'string' && Object.hasOwn(CHAT_MESSAGES, type);

/** Refusals after which the socket's credential is gone for good: the socket closes after saying why. */
const CLOSING = new Set(['unauthorized', 'account_disabled', 'support_unauthorized']);

export class ChatHub {
  private readonly owners = new Map<string, Set<Conn>>();
  private readonly desks = new Map<string, Set<Conn>>();
  private readonly unsubscribe: () => void;

  constructor(
    private readonly app: FastifyInstance,
    private readonly files: SupportFiles,
  ) {
    this.unsubscribe = app.bus.subscribe((event) => this.deliver(event));
  }

  /** Open sockets on this instance (the bench reads it). */
  get size(): number {
    let n = 0;
    for (const set of this.owners.values()) n += set.size;
    for (const set of this.desks.values()) n += set.size;
    return n;
  }

  stop() {
    this.unsubscribe();
    for (const set of [...this.owners.values(), ...this.desks.values()])
      for (const conn of set) conn.ws.close(1001);
  }

  private deliver(event: BusEvent) {
    if (event.t !== 'chat') return;
    const toOwner = this.owners.get(`${event.b}|${event.o as string}`);
    const toDesks = this.desks.get(event.b);
    let frame: string;
    if (event.k === 'message') frame = JSON.stringify({ type: 'message', message: event.message });
    else if (event.k === 'room') frame = JSON.stringify({ type: 'room', room: event.room });
    else if (event.k === 'typing')
      frame = JSON.stringify({ type: 'typing', room: event.room, from: event.from, name: event.name });
    else return;
    const typingFrom = event.k === 'typing' ? event.from : null;
    if (toOwner && typingFrom !== 'player') for (const conn of toOwner) send(conn, frame);
    if (toDesks && typingFrom !== 'support') for (const conn of toDesks) send(conn, frame);
  }

  accept(ws: WebSocket, request: FastifyRequest) {
    const conn: Conn = {
      ws,
      brand: request.brand.config.code,
      language: request.language,
      tokens: 5,
      refilledAt: Date.now(),
      typedAt: 0,
      chain: Promise.resolve(),
    };
    const ctx: ChatCtx = { ...contextOf(request), files: this.files };
    const helloTimer = setTimeout(() => {
      if (!conn.owner && !conn.operator) ws.close(4001, 'hello expected');
    }, HELLO_MS);
    ws.on('message', (data, isBinary) => {
      conn.chain = conn.chain
        .then(() => this.handle(conn, ctx, request, data.toString(), isBinary))
        .catch((error) => {
          this.app.log.warn({ err: error }, 'chat socket');
        });
    });
    ws.on('close', () => {
      clearTimeout(helloTimer);
      this.detach(conn);
    });
    ws.on('error', () => this.detach(conn));
  }

  private attach(conn: Conn) {
    const [map, key] = conn.operator
      ? [this.desks, conn.brand]
      : [this.owners, `${conn.brand}|${ownerKeyOf(conn.owner!)}`];
    const set = map.get(key) ?? new Set<Conn>();
    map.set(key, set);
    set.add(conn);
  }

  private detach(conn: Conn) {
    const [map, key] = conn.operator
      ? [this.desks, conn.brand]
      : conn.owner
        ? [this.owners, `${conn.brand}|${ownerKeyOf(conn.owner)}`]
        : [undefined, ''];
    const set = map?.get(key);
    set?.delete(conn);
    if (set && set.size === 0) map!.delete(key);
  }

  private fail(conn: Conn, error: unknown, clientId?: unknown) {
    const code = error instanceof AppError ? error.code : 'unknown_error';
    const params = error instanceof AppError ? error.params : {};
    if (!(error instanceof AppError)) this.app.log.warn({ err: error }, 'chat socket');
    send(
      conn,
      JSON.stringify({
        type: 'error',
        code,
        message: translate(conn.language, code, params),
        clientId: typeof clientId === 'string' ? clientId.slice(0, 64) : null,
      }),
    );
  }

  private takeToken(conn: Conn): boolean {
    const capacity = conn.operator ? 20 : 5;
    const now = Date.now();
    conn.tokens = Math.min(capacity, conn.tokens + (now - conn.refilledAt) / 1000);
    conn.refilledAt = now;
    if (conn.tokens < 1) return false;
    conn.tokens -= 1;
    return true;
  }

  private async handle(conn: Conn, ctx: ChatCtx, request: FastifyRequest, raw: string, isBinary: boolean) {
    let input: Incoming;
    try {
      if (isBinary || raw.length > MAX_FRAME) throw new Error('frame');
      input = JSON.parse(raw) as Incoming;
      if (typeof input !== 'object' || input === null) throw new Error('frame');
    } catch {
      return this.fail(
        conn,
        new AppError('invalid_request', { field: 'frame', detail: 'a JSON object of at most 4 KB' }),
      );
    }
    try {
      if (!conn.owner && !conn.operator) {
        if (input.type !== 'hello') throw new AppError('unauthorized');
        return await this.hello(conn, ctx, request, input);
      }
      if (!isMessageType(input.type))
        throw new AppError('invalid_request', { field: 'type', detail: 'send, typing or read' });
      await this.guard(conn, request, input.type);
      const room =
        typeof input.room === 'string' && /^\d{1,18}$/.test(input.room) ? BigInt(input.room) : undefined;
      switch (input.type) {
        case 'send': {
          if (!this.takeToken(conn)) throw new AppError('chat_too_fast');
          const message = conn.operator
            ? await supportSend(ctx, conn.operator, need(room), { body: input.body, fileId: input.fileId })
            : await ownerSend(
                ctx,
                conn.owner!,
                { body: input.body, fileId: input.fileId, contact: input.contact },
                conn.language,
              );
          send(
            conn,
            JSON.stringify({
              type: 'sent',
              clientId: typeof input.clientId === 'string' ? input.clientId.slice(0, 64) : null,
              id: message.id,
            }),
          );
          return;
        }
        case 'typing': {
          const now = Date.now();
          if (now - conn.typedAt < TYPING_MS) return;
          conn.typedAt = now;
          await publishTyping(
            ctx,
            conn.operator ? { roomId: need(room), name: conn.operator.displayName } : { owner: conn.owner! },
          );
          return;
        }
        case 'read':
          await markRead(
            ctx,
            conn.operator ? 'support' : 'player',
            conn.operator ? { id: need(room) } : { owner: conn.owner! },
          );
          return;
      }
    } catch (error) {
      this.fail(conn, error, input.clientId);
      if (error instanceof AppError && CLOSING.has(error.code)) conn.ws.close(4001, error.code);
    }
  }

  /** The credential of the socket, checked again for this message: a player's session, a desk's operator. */
  private async guard(conn: Conn, request: FastifyRequest, type: ChatMessageType) {
    if (conn.token)
      await guardMessage(this.app, conn.token, request.brand, { action: 'account', ...CHAT_MESSAGES[type] });
    else if (conn.deskToken) {
      const operator = await operatorByToken(this.app, conn.deskToken);
      if (!operator || !servesBrand(operator, conn.brand)) throw new AppError('support_unauthorized');
    }
  }

  private async hello(conn: Conn, ctx: ChatCtx, request: FastifyRequest, input: Incoming) {
    if (typeof input.desk === 'string') {
      const operator = await operatorByToken(this.app, input.desk);
      if (!operator || !servesBrand(operator, conn.brand)) throw new AppError('support_unauthorized');
      conn.operator = operator;
      conn.deskToken = input.desk;
      this.attach(conn);
      const rooms = await deskRooms(this.app.db, conn.brand);
      send(conn, JSON.stringify({ type: 'ready', role: 'desk', rooms: rooms.length }));
      return;
    }
    if (typeof input.token === 'string') {
      // Saying hello reads the player's chat: the session guard as for a read.
      const session = await guardMessage(this.app, input.token, request.brand, {
        action: 'account',
        write: false,
      });
      conn.owner = { accountId: session.id };
      conn.token = input.token;
    } else if (typeof input.visitor === 'string' && VISITOR_KEY.test(input.visitor)) {
      conn.owner = { visitorHash: visitorHashOf(input.visitor) };
    } else {
      throw new AppError('unauthorized');
    }
    this.attach(conn);
    const state = await ownerState(ctx, conn.owner);
    send(
      conn,
      JSON.stringify({
        type: 'ready',
        role: 'token' in input && input.token ? 'player' : 'visitor',
        ...state,
      }),
    );
  }
}

function need(room: bigint | undefined): bigint {
  if (room === undefined) throw new AppError('chat_not_found');
  return room;
}

function send(conn: Conn, frame: string) {
  if (conn.ws.readyState === conn.ws.OPEN) conn.ws.send(frame);
}
