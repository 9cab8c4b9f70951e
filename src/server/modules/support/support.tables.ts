/**
 * Support (docs/support.md): operators, feedback tickets and replies, files, chat rooms and messages.
 */
import type { Generated } from 'kysely';
import type { CreatedAt, DefaultedDate, NullableRef, Ref } from '@/server/db/columns';

export interface SupportOperatorTable {
  id: Generated<bigint>;
  username: string;
  display_name: string;
  password_hash: string;
  /** null = every brand. */
  brands: string[] | null;
  created_at: CreatedAt;
}

export interface SupportOperatorSessionTable {
  token_hash: Buffer;
  operator_id: Ref;
  expires_at: Date;
  created_at: CreatedAt;
}

export interface FeedbackTicketTable {
  id: Generated<bigint>;
  brand_code: string;
  account_id: NullableRef;
  contact: string | null;
  question_type: string;
  complaint: boolean;
  content: string;
  language: string;
  source: Generated<'form' | 'chat'>;
  status: Generated<'open' | 'answered' | 'closed'>;
  due_at: Date | null;
  answered_at: Date | null;
  player_unread: Generated<number>;
  created_at: CreatedAt;
  updated_at: DefaultedDate;
}

export interface FeedbackReplyTable {
  id: Generated<bigint>;
  ticket_id: Ref;
  author: 'player' | 'support';
  operator_name: string | null;
  body: string;
  created_at: CreatedAt;
}

export interface SupportFileTable {
  id: string;
  brand_code: string;
  ticket_id: NullableRef;
  room_id: NullableRef;
  content_type: 'image/png' | 'image/jpeg';
  bytes: number;
  created_at: CreatedAt;
}

export interface ChatRoomTable {
  id: Generated<bigint>;
  brand_code: string;
  account_id: NullableRef;
  visitor_key_hash: Buffer | null;
  status: Generated<'waiting' | 'active' | 'closed'>;
  operator_id: NullableRef;
  player_unread: Generated<number>;
  support_unread: Generated<number>;
  created_at: CreatedAt;
  updated_at: DefaultedDate;
}

export interface ChatMessageTable {
  id: Generated<bigint>;
  room_id: Ref;
  sender: 'player' | 'support' | 'system';
  operator_name: string | null;
  body: string;
  file_id: string | null;
  created_at: CreatedAt;
}

/** The support tables, as the database type composes them (src/server/db/database.ts). */
export interface SupportTables {
  support_operator: SupportOperatorTable;
  support_operator_session: SupportOperatorSessionTable;
  feedback_ticket: FeedbackTicketTable;
  feedback_reply: FeedbackReplyTable;
  support_file: SupportFileTable;
  chat_room: ChatRoomTable;
  chat_message: ChatMessageTable;
}
