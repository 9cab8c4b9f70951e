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

/** A desk endpoint: the support tags and the operator's bearer token. */
const desk = { tags, security: bearer };
/** A desk endpoint about one ticket or chat (its id in the path). */
const deskItem = { ...desk, params: IdParams };
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
  ...desk,
  summary: 'End the support agent session',
  value: Type.Object({}),
});

export const deskFeedback = contract({
  method: 'GET',
  url: '/wps/support/feedback',
  ...desk,
  summary: "The brand's feedback for the desk (newest first); overdue complaints carry overdue: true",
  querystring: Type.Object({
    status: Enum(['open', 'answered', 'closed', 'all'] as const, { default: 'open' }),
  }),
  value: DeskFeedback,
});

export const deskTicket = contract({
  method: 'GET',
  url: '/wps/support/feedback/:id',
  ...deskItem,
  summary: 'A ticket with replies and images',
  value: TicketDetail,
});

export const deskTicketReply = contract({
  method: 'POST',
  url: '/wps/support/feedback/:id/reply',
  ...deskItem,
  summary: 'Answer a ticket (status answered; the player sees an unread reply)',
  body: Type.Object({ body: Type.String({ maxLength: 4000 }) }, { additionalProperties: false }),
  value: TicketChange,
});

export const deskTicketClose = contract({
  method: 'POST',
  url: '/wps/support/feedback/:id/close',
  ...deskItem,
  summary: 'Close a ticket, with the reason recorded',
  body: Type.Object({ reason: text(500) }, { additionalProperties: false }),
  value: TicketChange,
});

export const deskFile = contract({
  method: 'GET',
  url: '/wps/support/files/:fileId',
  ...desk,
  summary: "An image of the brand's feedback or chats",
  params: FileParams,
});

export const deskChats = contract({
  method: 'GET',
  url: '/wps/support/chats',
  ...desk,
  summary: "The brand's open chats (waiting first by age, then in progress) with the last message",
  value: Type.Array(DeskRoom),
});

export const deskChat = contract({
  method: 'GET',
  url: '/wps/support/chats/:id',
  ...deskItem,
  summary: 'A chat with its transcript',
  value: Transcript,
});

export const deskChatReply = contract({
  method: 'POST',
  url: '/wps/support/chats/:id/messages',
  ...deskItem,
  summary: 'Reply in a chat (a waiting chat becomes yours)',
  body: Type.Object({ body: text(2000), fileId: text(40) }, { additionalProperties: false }),
  value: ChatMessage,
});

export const deskChatTake = contract({
  method: 'POST',
  url: '/wps/support/chats/:id/take',
  ...deskItem,
  summary: 'Take a waiting chat',
  value: ChatRoom,
});

export const deskChatTransfer = contract({
  method: 'POST',
  url: '/wps/support/chats/:id/transfer',
  ...deskItem,
  summary: 'Hand a chat to another support agent of this brand (username)',
  body: Type.Object({ to: Type.String({ maxLength: 64 }) }, { additionalProperties: false }),
  value: ChatRoom,
});

export const deskChatClose = contract({
  method: 'POST',
  url: '/wps/support/chats/:id/close',
  ...deskItem,
  summary: 'Close a chat (its transcript stays readable)',
  value: ChatRoom,
});

export const deskAgents = contract({
  method: 'GET',
  url: '/wps/support/agents',
  ...desk,
  summary: 'Support agents serving this brand (transfer targets)',
  value: Type.Array(DeskAgent),
});
