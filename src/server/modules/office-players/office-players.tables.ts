/**
 * Staff notes on a player (migration 0035_player_note): append-only, one row per note.
 */
import type { Generated } from 'kysely';
import type { CreatedAt, Ref } from '@/server/db/columns';

export interface PlayerNoteTable {
  id: Generated<bigint>;
  brand_code: string;
  account_id: Ref;
  staff_id: Ref;
  text: string;
  created_at: CreatedAt;
}

/** The Player 360 tables, as the database type composes them (src/server/db/database.ts). */
export interface OfficePlayersTables {
  player_note: PlayerNoteTable;
}
