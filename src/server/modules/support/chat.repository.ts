import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@/server/db/database';

type Db = Kysely<Database> | Transaction<Database>;

export const roomColumns = [
  'chat_room.id',
  'chat_room.brand_code',
  'chat_room.account_id',
  'chat_room.status',
  'chat_room.operator_id',
  'chat_room.player_unread',
  'chat_room.support_unread',
  'chat_room.created_at',
  'chat_room.updated_at',
] as const;

export type RoomRow = Awaited<ReturnType<typeof findRoom>> & {};

export function findRoom(db: Db, brand: string, id: bigint) {
  return db
    .selectFrom('chat_room')
    .leftJoin('support_operator', 'support_operator.id', 'chat_room.operator_id')
    .select([...roomColumns, 'support_operator.display_name as operator_name'])
    .where('chat_room.brand_code', '=', brand)
    .where('chat_room.id', '=', id)
    .executeTakeFirst();
}

/** The owner's room still open (waiting or active), newest first. */
export function openRoomOf(db: Db, brand: string, owner: { accountId: bigint } | { visitorHash: Buffer }) {
  let query = db
    .selectFrom('chat_room')
    .leftJoin('support_operator', 'support_operator.id', 'chat_room.operator_id')
    .select([...roomColumns, 'support_operator.display_name as operator_name'])
    .where('chat_room.brand_code', '=', brand)
    .where('chat_room.status', '<>', 'closed')
    .orderBy('chat_room.id', 'desc')
    .limit(1);
  query =
    'accountId' in owner
      ? query.where('chat_room.account_id', '=', owner.accountId)
      : query.where('chat_room.visitor_key_hash', '=', owner.visitorHash);
  return query.executeTakeFirst();
}

export const messageColumns = [
  'id',
  'room_id',
  'sender',
  'operator_name',
  'body',
  'file_id',
  'created_at',
] as const;

export function messagesOf(db: Db, roomId: bigint, limit = 200) {
  return db
    .selectFrom('chat_message')
    .select(messageColumns)
    .where('room_id', '=', roomId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
    .then((rows) => rows.reverse());
}

/** Rooms of a brand for the desk: waiting and active ones, with the owner's name and the latest message. */
export function deskRooms(db: Db, brand: string) {
  return db
    .selectFrom('chat_room')
    .leftJoin('account', 'account.id', 'chat_room.account_id')
    .leftJoin('support_operator', 'support_operator.id', 'chat_room.operator_id')
    .select([
      ...roomColumns,
      'account.username',
      'support_operator.display_name as operator_name',
      'support_operator.username as operator_username',
      (eb) =>
        eb
          .selectFrom('chat_message')
          .select('body')
          .whereRef('chat_message.room_id', '=', 'chat_room.id')
          .orderBy('chat_message.id', 'desc')
          .limit(1)
          .as('last_body'),
    ])
    .where('chat_room.brand_code', '=', brand)
    .where('chat_room.status', '<>', 'closed')
    .orderBy('chat_room.id')
    .limit(200)
    .execute();
}

/** A player's rooms (transcripts), newest first. */
export function roomsOfAccount(db: Db, brand: string, accountId: bigint) {
  return db
    .selectFrom('chat_room')
    .select([...roomColumns])
    .where('chat_room.brand_code', '=', brand)
    .where('chat_room.account_id', '=', accountId)
    .orderBy('chat_room.id', 'desc')
    .limit(50)
    .execute();
}
