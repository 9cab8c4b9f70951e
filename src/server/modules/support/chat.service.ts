import { createHash } from 'node:crypto';
import type { ChatMessage, ChatRoom } from '@/core/api/support';
import type { Brand } from '@/core/brand';
import type { Language } from '@/core/languages';
import { CHAT_MESSAGE_MAX, chatAvailability } from '@/core/support';
import type { ServiceContext } from '@/server/context';
import { AppError } from '@/server/errors';
import { findRoom, messagesOf, openRoomOf, type RoomRow } from './chat.repository';
import { createFeedback } from './feedback.service';
import type { SupportOperator } from './operators.service';
import type { SupportFiles } from './support-files';

/**
 * Live chat (docs/support.md "Live chat"): a room per player or visitor conversation, messages persisted in id
 * order, every change published on the event bus (PostgreSQL NOTIFY) so the sockets of every instance — the
 * owner's tabs and the brand's support desks — receive it. Outside the brand's support hours a player's message
 * is also filed as a feedback ticket and the room says when support is back.
 */

export type ChatCtx = Pick<ServiceContext, 'db' | 'brand' | 'bus'> & { files: SupportFiles };

export type ChatOwner = { accountId: bigint } | { visitorHash: Buffer };

export const visitorHashOf = (key: string) => createHash('sha256').update(key).digest();
export const VISITOR_KEY = /^[A-Za-z0-9_-]{43}$/;

/** Routing key of an owner's sockets (events name it so every instance finds the owner's tabs). */
export const ownerKeyOf = (owner: ChatOwner) =>
  'accountId' in owner ? `a:${owner.accountId}` : `v:${owner.visitorHash.toString('hex')}`;

/** A chat as the API and the socket show it, and one of its messages (src/core/api/support.ts). */
export type RoomView = ChatRoom;
export type MessageView = ChatMessage;

export const roomView = (row: RoomRow): RoomView => ({
  id: String(row.id),
  status: row.status,
  operator: row.operator_name ?? null,
  playerUnread: row.player_unread,
  supportUnread: row.support_unread,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

export const messageView = (row: {
  id: bigint;
  room_id: bigint;
  sender: 'player' | 'support' | 'system';
  operator_name: string | null;
  body: string;
  file_id: string | null;
  created_at: Date;
}): MessageView => ({
  id: String(row.id),
  room: String(row.room_id),
  sender: row.sender,
  name: row.operator_name,
  body: row.body,
  fileId: row.file_id,
  createdAt: row.created_at.toISOString(),
});

/** Support is online now, else when it is back (brand.json support.chat.hours in the brand's time zone). */
export function availabilityOf(brand: Brand, at = new Date()) {
  const hours = brand.config.support?.chat.hours;
  if (!hours) return { online: false, backAt: null as string | null };
  const { online, backAt } = chatAvailability(hours, brand.config.timezone ?? 'UTC', at);
  return { online, backAt: backAt?.toISOString() ?? null };
}

export function checkBody(body: unknown, fileId?: unknown): string {
  const text = typeof body === 'string' ? body.trim() : '';
  if (!text && !fileId) throw new AppError('chat_message_empty');
  if (text.length > CHAT_MESSAGE_MAX) throw new AppError('chat_message_too_long', { max: CHAT_MESSAGE_MAX });
  return text;
}

async function publishRoom(ctx: ChatCtx, row: RoomRow, ownerKey: string) {
  await ctx.bus.publish({ t: 'chat', b: ctx.brand.config.code, o: ownerKey, k: 'room', room: roomView(row) });
}

async function publishMessage(ctx: ChatCtx, message: MessageView, ownerKey: string) {
  await ctx.bus.publish({ t: 'chat', b: ctx.brand.config.code, o: ownerKey, k: 'message', message });
}

/** The owner's open room with its recent history (the socket's hello). */
export async function ownerState(ctx: ChatCtx, owner: ChatOwner) {
  const row = await openRoomOf(ctx.db, ctx.brand.config.code, owner);
  const messages = row ? (await messagesOf(ctx.db, row.id)).map(messageView) : [];
  return { room: row ? roomView(row) : null, messages, ...availabilityOf(ctx.brand) };
}

/** The owner's open room, created (waiting) on first use. */
export async function ensureRoom(
  ctx: ChatCtx,
  owner: ChatOwner,
): Promise<{ row: RoomRow; created: boolean }> {
  const brand = ctx.brand.config.code;
  const found = await openRoomOf(ctx.db, brand, owner);
  if (found) return { row: found, created: false };
  const inserted = await ctx.db
    .insertInto('chat_room')
    .values({
      brand_code: brand,
      account_id: 'accountId' in owner ? owner.accountId : null,
      visitor_key_hash: 'visitorHash' in owner ? owner.visitorHash : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { row: (await findRoom(ctx.db, brand, inserted.id))!, created: true };
}

async function insertMessage(
  ctx: ChatCtx,
  roomId: bigint,
  message: {
    sender: 'player' | 'support' | 'system';
    operator_name?: string | null;
    body: string;
    file_id?: string | null;
  },
  unread: 'player' | 'support' | null,
) {
  return ctx.db.transaction().execute(async (tx) => {
    const row = await tx
      .insertInto('chat_message')
      .values({ room_id: roomId, operator_name: null, file_id: null, ...message })
      .returning(['id', 'room_id', 'sender', 'operator_name', 'body', 'file_id', 'created_at'])
      .executeTakeFirstOrThrow();
    await tx
      .updateTable('chat_room')
      .set((eb) => ({
        updated_at: new Date(),
        ...(unread === 'player' ? { player_unread: eb('player_unread', '+', 1) } : {}),
        ...(unread === 'support' ? { support_unread: eb('support_unread', '+', 1) } : {}),
      }))
      .where('id', '=', roomId)
      .execute();
    return messageView(row);
  });
}

async function checkFile(ctx: ChatCtx, roomId: bigint, fileId: unknown): Promise<string | null> {
  if (fileId === undefined || fileId === null || fileId === '') return null;
  if (typeof fileId !== 'string') throw new AppError('support_file_not_found');
  const file = await ctx.db
    .selectFrom('support_file')
    .select('id')
    .where('id', '=', fileId)
    .where('room_id', '=', roomId)
    .executeTakeFirst()
    .catch(() => undefined);
  if (!file) throw new AppError('support_file_not_found');
  return file.id;
}

/**
 * A player's or visitor's message. Offline: the message is kept in the room and filed as a feedback ticket, and a
 * system message says when support is back and which ticket holds it.
 */
export async function ownerSend(
  ctx: ChatCtx,
  owner: ChatOwner,
  input: { body: unknown; fileId?: unknown; contact?: unknown },
  language: Language,
) {
  const body = checkBody(input.body, input.fileId);
  const ownerKey = ownerKeyOf(owner);
  const { row, created } = await ensureRoom(ctx, owner);
  const fileId = await checkFile(ctx, row.id, input.fileId);
  const message = await insertMessage(ctx, row.id, { sender: 'player', body, file_id: fileId }, 'support');
  if (created) await publishRoom(ctx, row, ownerKey);
  await publishMessage(ctx, message, ownerKey);
  const availability = availabilityOf(ctx.brand);
  if (!availability.online && ctx.brand.config.support) {
    const ticket = await createFeedback(
      ctx,
      'accountId' in owner ? owner.accountId : null,
      {
        content: body || '(image)',
        contact: typeof input.contact === 'string' ? input.contact : 'live chat visitor',
      },
      [],
      language,
      'chat',
    );
    const notice = await insertMessage(
      ctx,
      row.id,
      // System notices travel as data; each client words them in its own language.
      {
        sender: 'system',
        body: JSON.stringify({ k: 'offline', backAt: availability.backAt, ticket: String(ticket.id) }),
      },
      'player',
    );
    await publishMessage(ctx, notice, ownerKey);
  }
  return message;
}

/** A room of the desk's brand (another brand's → 404 chat_not_found), with its owner's routing key. */
async function deskRoom(ctx: ChatCtx, roomId: bigint) {
  const row = await ctx.db
    .selectFrom('chat_room')
    .select(['id', 'brand_code', 'account_id', 'visitor_key_hash', 'status'])
    .where('id', '=', roomId)
    .executeTakeFirst();
  if (!row || row.brand_code !== ctx.brand.config.code) throw new AppError('chat_not_found');
  const owner: ChatOwner =
    row.account_id !== null ? { accountId: row.account_id } : { visitorHash: row.visitor_key_hash! };
  return { row, ownerKey: ownerKeyOf(owner) };
}

async function reloadAndPublish(ctx: ChatCtx, roomId: bigint, ownerKey: string) {
  const row = (await findRoom(ctx.db, ctx.brand.config.code, roomId))!;
  await publishRoom(ctx, row, ownerKey);
  return roomView(row);
}

/** A support agent's message; a waiting room becomes theirs. */
export async function supportSend(
  ctx: ChatCtx,
  operator: SupportOperator,
  roomId: bigint,
  input: { body: unknown; fileId?: unknown },
) {
  const body = checkBody(input.body, input.fileId);
  const { row, ownerKey } = await deskRoom(ctx, roomId);
  if (row.status === 'closed') throw new AppError('chat_closed');
  if (row.status === 'waiting') await takeRoom(ctx, operator, roomId);
  const fileId = await checkFile(ctx, roomId, input.fileId);
  const message = await insertMessage(
    ctx,
    roomId,
    { sender: 'support', operator_name: operator.displayName, body, file_id: fileId },
    'player',
  );
  await publishMessage(ctx, message, ownerKey);
  return message;
}

export async function takeRoom(ctx: ChatCtx, operator: SupportOperator, roomId: bigint) {
  const { row, ownerKey } = await deskRoom(ctx, roomId);
  if (row.status === 'closed') throw new AppError('chat_closed');
  await ctx.db
    .updateTable('chat_room')
    .set({ status: 'active', operator_id: operator.id, updated_at: new Date() })
    .where('id', '=', roomId)
    .execute();
  return reloadAndPublish(ctx, roomId, ownerKey);
}

/** Hands the room to another support agent who serves this brand (else 404 support_operator_not_found). */
export async function transferRoom(ctx: ChatCtx, actor: SupportOperator, roomId: bigint, to: unknown) {
  const { row, ownerKey } = await deskRoom(ctx, roomId);
  if (row.status === 'closed') throw new AppError('chat_closed');
  const target =
    typeof to === 'string'
      ? await ctx.db
          .selectFrom('support_operator')
          .select(['id', 'brands', 'display_name'])
          .where('username', '=', to.trim().toLowerCase())
          .executeTakeFirst()
      : undefined;
  const brand = ctx.brand.config.code;
  if (!target || (target.brands !== null && !target.brands.includes(brand)))
    throw new AppError('support_operator_not_found');
  await ctx.db.transaction().execute(async (tx) => {
    await tx
      .updateTable('chat_room')
      .set({ status: 'active', operator_id: target.id, updated_at: new Date() })
      .where('id', '=', roomId)
      .execute();
    await tx
      .insertInto('ops_action')
      .values({
        brand_code: brand,
        actor: actor.displayName,
        action: 'chat_transfer',
        target: `chat:${roomId}`,
        reason: `to ${target.display_name}`,
        detail: JSON.stringify({}),
      })
      .execute();
  });
  return reloadAndPublish(ctx, roomId, ownerKey);
}

export async function closeRoom(ctx: ChatCtx, actor: SupportOperator, roomId: bigint) {
  const { row, ownerKey } = await deskRoom(ctx, roomId);
  if (row.status !== 'closed') {
    await ctx.db.transaction().execute(async (tx) => {
      await tx
        .updateTable('chat_room')
        .set({ status: 'closed', updated_at: new Date() })
        .where('id', '=', roomId)
        .execute();
      await tx
        .insertInto('ops_action')
        .values({
          brand_code: ctx.brand.config.code,
          actor: actor.displayName,
          action: 'chat_close',
          target: `chat:${roomId}`,
          reason: null,
          detail: JSON.stringify({}),
        })
        .execute();
    });
  }
  return reloadAndPublish(ctx, roomId, ownerKey);
}

/** Marks a side's unread messages read (the owner's open room, or a room of the desk's brand). */
export async function markRead(
  ctx: ChatCtx,
  side: 'player' | 'support',
  room: { owner: ChatOwner } | { id: bigint },
) {
  const id =
    'id' in room
      ? (await deskRoom(ctx, room.id)).row.id
      : (await openRoomOf(ctx.db, ctx.brand.config.code, room.owner))?.id;
  if (id === undefined) return;
  await ctx.db
    .updateTable('chat_room')
    .set(side === 'player' ? { player_unread: 0 } : { support_unread: 0 })
    .where('id', '=', id)
    .execute();
}

/** Typing indicator: not stored, only published. */
export async function publishTyping(
  ctx: ChatCtx,
  from: { owner: ChatOwner } | { roomId: bigint; name: string },
) {
  if ('owner' in from) {
    const row = await openRoomOf(ctx.db, ctx.brand.config.code, from.owner);
    if (!row) return;
    await ctx.bus.publish({
      t: 'chat',
      b: ctx.brand.config.code,
      o: ownerKeyOf(from.owner),
      k: 'typing',
      room: String(row.id),
      from: 'player',
      name: null,
    });
    return;
  }
  const { ownerKey } = await deskRoom(ctx, from.roomId);
  await ctx.bus.publish({
    t: 'chat',
    b: ctx.brand.config.code,
    o: ownerKey,
    k: 'typing',
    room: String(from.roomId),
    from: 'support',
    name: from.name,
  });
}
