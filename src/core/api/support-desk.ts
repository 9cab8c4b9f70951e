/** The support desk's API (docs/support.md): operators' login, the feedback queue, tickets and live chats. */
import { contract } from './contract';
import { Bool, Enum, Int, type Static, Str, Type } from './schema';
import {
  bearer,
  ChatMessage,
  ChatRoom,
  FileParams,
  IdParams,
  StrOrNull,
  TICKET_STATUSES,
  TicketDetail,
  TicketSummary,
  Transcript,
  tags,
  text,
} from './support';

export const DeskTicket = Type.Object({ ...TicketSummary.properties, username: StrOrNull });
export type DeskTicket = Static<typeof DeskTicket>;

export const DeskRoom = Type.Object({
  ...ChatRoom.properties,
  username: StrOrNull,
  operatorUsername: StrOrNull,
  lastMessage: StrOrNull,
});
export type DeskRoom = Static<typeof DeskRoom>;

export const DeskAgent = Type.Object({ username: Str, displayName: Str });
export type DeskAgent = Static<typeof DeskAgent>;

export const DeskLogin = Type.Object({
  token: Str,
  operator: Type.Object({
    id: Str,
    username: Str,
    displayName: Str,
    brands: Type.Union([Type.Array(Str), Type.Null()]),
  }),
});
export type DeskLogin = Static<typeof DeskLogin>;

export const DeskFeedback = Type.Object({ list: Type.Array(DeskTicket), overdue: Int });
export type DeskFeedback = Static<typeof DeskFeedback>;

const TicketChange = Type.Object({ id: Str, status: Enum(TICKET_STATUSES), replayed: Type.Optional(Bool) });

export const deskLogin = contract({
  method: 'POST',
  url: '/wps/support/login',
  tags,
  summary: "Support agent login (the support desk, /support): a bearer token for this brand's desk",
  body: Type.Object(
    { username: Type.String({ maxLength: 64 }), password: Type.String({ maxLength: 128 }) },
    { additionalProperties: false },
  ),
  value: DeskLogin,
});

export const deskLogout = contract({
  method: 'POST',
  url: '/wps/support/logout',
  tags,
  summary: 'End the support agent session',
  security: bearer,
  value: Type.Object({}),
});

export const deskFeedback = contract({
  method: 'GET',
  url: '/wps/support/feedback',
  tags,
  summary: "The brand's feedback for the desk (newest first); overdue complaints carry overdue: true",
  security: bearer,
  querystring: Type.Object({
    status: Enum(['open', 'answered', 'closed', 'all'] as const, { default: 'open' }),
  }),
  value: DeskFeedback,
});

export const deskTicket = contract({
  method: 'GET',
  url: '/wps/support/feedback/:id',
  tags,
  summary: 'A ticket with replies and images',
  security: bearer,
  params: IdParams,
  value: TicketDetail,
});

export const deskTicketReply = contract({
  method: 'POST',
  url: '/wps/support/feedback/:id/reply',
  tags,
  summary: 'Answer a ticket (status answered; the player sees an unread reply)',
  security: bearer,
  params: IdParams,
  body: Type.Object({ body: Type.String({ maxLength: 4000 }) }, { additionalProperties: false }),
  value: TicketChange,
});

export const deskTicketClose = contract({
  method: 'POST',
  url: '/wps/support/feedback/:id/close',
  tags,
  summary: 'Close a ticket, with the reason recorded',
  security: bearer,
  params: IdParams,
  body: Type.Object({ reason: text(500) }, { additionalProperties: false }),
  value: TicketChange,
});

export const deskFile = contract({
  method: 'GET',
  url: '/wps/support/files/:fileId',
  tags,
  summary: "An image of the brand's feedback or chats",
  security: bearer,
  params: FileParams,
});

export const deskChats = contract({
  method: 'GET',
  url: '/wps/support/chats',
  tags,
  summary: "The brand's open chats (waiting first by age, then in progress) with the last message",
  security: bearer,
  value: Type.Array(DeskRoom),
});

export const deskChat = contract({
  method: 'GET',
  url: '/wps/support/chats/:id',
  tags,
  summary: 'A chat with its transcript',
  security: bearer,
  params: IdParams,
  value: Transcript,
});

export const deskChatReply = contract({
  method: 'POST',
  url: '/wps/support/chats/:id/messages',
  tags,
  summary: 'Reply in a chat (a waiting chat becomes yours)',
  security: bearer,
  params: IdParams,
  body: Type.Object({ body: text(2000), fileId: text(40) }, { additionalProperties: false }),
  value: ChatMessage,
});

export const deskChatTake = contract({
  method: 'POST',
  url: '/wps/support/chats/:id/take',
  tags,
  summary: 'Take a waiting chat',
  security: bearer,
  params: IdParams,
  value: ChatRoom,
});

export const deskChatTransfer = contract({
  method: 'POST',
  url: '/wps/support/chats/:id/transfer',
  tags,
  summary: 'Hand a chat to another support agent of this brand (username)',
  security: bearer,
  params: IdParams,
  body: Type.Object({ to: Type.String({ maxLength: 64 }) }, { additionalProperties: false }),
  value: ChatRoom,
});

export const deskChatClose = contract({
  method: 'POST',
  url: '/wps/support/chats/:id/close',
  tags,
  summary: 'Close a chat (its transcript stays readable)',
  security: bearer,
  params: IdParams,
  value: ChatRoom,
});

export const deskAgents = contract({
  method: 'GET',
  url: '/wps/support/agents',
  tags,
  summary: 'Support agents serving this brand (transfer targets)',
  security: bearer,
  value: Type.Array(DeskAgent),
});
