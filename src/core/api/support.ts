/**
 * The support API (spec §3 Feedback, §7; docs/support.md): feedback and complaints, the live chat's entry points,
 * attachments and transcripts, and the support desk's tickets and chats. Each endpoint's contract is written here
 * once (docs/api-contracts.md). Answers list every field they carry
 * (serialisation sends those only).
 */
import { contract } from './contract';
import { Bool, Enum, Int, type Static, Str, Type } from './schema';

export const tags = ['support'];
export const bearer = [{ bearer: [] }];
export const StrOrNull = Type.Union([Str, Type.Null()]);
export const text = (max: number) => Type.Optional(Type.String({ maxLength: max }));

/** Path parameters (always present in a matched path). */
export const IdParams = Type.Object({ id: Type.String({ pattern: '^\\d{1,18}$' }) });
export const FileParams = Type.Object({
  fileId: Type.String({ pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' }),
});

export const FeedbackType = Type.Object({ code: Str, name: Str, complaint: Bool });
export type FeedbackType = Static<typeof FeedbackType>;

export const TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const TicketSummary = Type.Object({
  id: Str,
  questionType: Str,
  questionTypeName: Str,
  complaint: Bool,
  content: Str,
  contact: StrOrNull,
  status: Enum(TICKET_STATUSES),
  /** Where the ticket came from: the feedback form, or a chat message left outside support hours. */
  source: Enum(['form', 'chat'] as const),
  unread: Int,
  dueAt: StrOrNull,
  overdue: Bool,
  createdAt: Str,
  updatedAt: Str,
});
export type TicketSummary = Static<typeof TicketSummary>;

export const TicketImage = Type.Object({ id: Str, url: Str, contentType: Str, bytes: Int });
export const TicketReply = Type.Object({
  id: Str,
  author: Enum(['player', 'support'] as const),
  name: StrOrNull,
  body: Str,
  createdAt: Str,
});
export const TicketDetail = Type.Object({
  ...TicketSummary.properties,
  images: Type.Array(TicketImage),
  replies: Type.Array(TicketReply),
});
export type TicketDetail = Static<typeof TicketDetail>;

export const FeedbackPage = Type.Object({
  list: Type.Array(TicketSummary),
  total: Int,
  unread: Int,
  pageNo: Int,
  pageSize: Int,
});
export type FeedbackPage = Static<typeof FeedbackPage>;

export const FeedbackSent = Type.Object({
  id: Str,
  status: Enum(TICKET_STATUSES),
  complaint: Bool,
  dueAt: StrOrNull,
});
export type FeedbackSent = Static<typeof FeedbackSent>;

export const feedbackTypes = contract({
  method: 'GET',
  url: '/wps/feedback/types',
  tags,
  summary: "The brand's feedback question types in the request language: [{ code, name, complaint }]",
  value: Type.Array(FeedbackType),
});

export const sendFeedback = contract({
  method: 'PUT',
  url: '/wps/feedback',
  tags,
  summary:
    'Send feedback or a complaint: JSON { questionType, content, contact }, or multipart with the same fields and files "images" (≤ 3 png/jpg ≤ 5 MB). Visitors must leave a contact; a bearer token files it under the player.',
  consumes: ['application/json', 'multipart/form-data'],
  body: Type.Object({ questionType: text(40), content: text(20_000), contact: text(200) }),
  value: FeedbackSent,
});

export const myFeedback = contract({
  method: 'GET',
  url: '/wps/feedback',
  tags,
  summary: "The player's own feedback, newest first, with status and unread replies: { list, total, unread }",
  security: bearer,
  querystring: Type.Object({
    pageNo: Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }),
    pageSize: Type.Integer({ minimum: 1, maximum: 50, default: 10 }),
  }),
  value: FeedbackPage,
});

export const feedbackDetail = contract({
  method: 'GET',
  url: '/wps/feedback/:id',
  tags,
  summary:
    "One of the player's feedback with the operators' replies and its images (marks replies read); another's → 404",
  security: bearer,
  params: IdParams,
  value: TicketDetail,
});

export const feedbackFile = contract({
  method: 'GET',
  url: '/wps/feedback/files/:fileId',
  tags,
  summary: "An image of the player's own feedback or chat (png/jpg); anyone else's → 404",
  security: bearer,
  params: FileParams,
});

// ── Live chat ──

export const ChatRoom = Type.Object({
  id: Str,
  status: Enum(['waiting', 'active', 'closed'] as const),
  operator: StrOrNull,
  playerUnread: Int,
  supportUnread: Int,
  createdAt: Str,
  updatedAt: Str,
});
export type ChatRoom = Static<typeof ChatRoom>;

export const ChatMessage = Type.Object({
  id: Str,
  room: Str,
  sender: Enum(['player', 'support', 'system'] as const),
  name: StrOrNull,
  body: Str,
  fileId: StrOrNull,
  createdAt: Str,
});
export type ChatMessage = Static<typeof ChatMessage>;

export const Transcript = Type.Object({ room: ChatRoom, messages: Type.Array(ChatMessage) });
export type Transcript = Static<typeof Transcript>;

export const ChatEntry = Type.Object({ code: Str, name: Str, url: Str, external: Bool });
export const ChatModels = Type.Object({
  list: Type.Array(ChatEntry),
  /** Support hours of the live chat (brand.json support.chat.hours), or null. */
  hours: Type.Union([Type.Object({ days: Type.Array(Int), open: Str, close: Str }), Type.Null()]),
  online: Bool,
  backAt: StrOrNull,
});
export type ChatModels = Static<typeof ChatModels>;

export const ChatLaunch = Type.Object({ chatUrl: Str, external: Bool, visitor: Type.Optional(Str) });
export type ChatLaunch = Static<typeof ChatLaunch>;

/** An attached image's id, to send with a message, and the chat it belongs to. */
export const ChatUpload = Type.Object({ fileId: Str, room: Str });
export type ChatUpload = Static<typeof ChatUpload>;

/** A player's session or a visitor's chat key (X-Chat-Visitor). */
const ownerSecurity: Record<string, string[]>[] = [{ bearer: [] }, { chatVisitor: [] }];

export const chatModels = contract({
  method: 'GET',
  url: '/wps/relay/CBS_modelList',
  tags,
  summary:
    "The brand's chat entry points (spec §7): our live chat (or the brand's external customer service) and its messaging channel",
  value: ChatModels,
});

export const launchChat = contract({
  method: 'GET',
  url: '/wps/relay/CBS_launchChat',
  tags,
  summary:
    'Open a chat (spec §7): { chatUrl }. A player gets /chat; a visitor a /chat link carrying a new secret visitor key (the room is theirs alone); an external customer service its URL',
  value: ChatLaunch,
});

/** The chat's socket (modules/support/chat.hub.ts); its frames are not in the OpenAPI document. */
export const chatSocket = contract({
  method: 'GET',
  url: '/wps/chat/socket',
  tags,
  summary: 'The live chat socket',
  hide: true,
});

export const chatUpload = contract({
  method: 'POST',
  url: '/wps/chat/files',
  tags,
  summary:
    'Attach an image to the caller\'s chat (multipart, file "image": png/jpg ≤ 5 MB): { fileId } to send with a message. Bearer token or X-Chat-Visitor',
  consumes: ['multipart/form-data'],
  security: ownerSecurity,
  value: ChatUpload,
});

export const chatFile = contract({
  method: 'GET',
  url: '/wps/chat/files/:fileId',
  tags,
  summary: "An image of the caller's chat (bearer token or X-Chat-Visitor)",
  security: ownerSecurity,
  params: FileParams,
});

export const transcripts = contract({
  method: 'GET',
  url: '/wps/chat/rooms',
  tags,
  summary: "The player's chats, newest first (transcripts)",
  security: bearer,
  value: Type.Array(ChatRoom),
});

export const transcript = contract({
  method: 'GET',
  url: '/wps/chat/rooms/:id',
  tags,
  summary: "A transcript of one of the player's chats; another's → 404",
  security: bearer,
  params: IdParams,
  value: Transcript,
});
