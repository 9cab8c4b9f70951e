/**
 * The back office's work queues (issue 26, docs/back-office.md "Queues"): promotion applications, contract bills
 * held for review, feedback and complaints, KYC documents. Every action is the service call `npm run ops` makes
 * (decideApplication, decideBill, replyToTicket / closeTicket, reviewDocument); files (application images, ticket
 * images, KYC documents) are served only through these brand-scoped, permission-checked endpoints.
 */
import { contract } from './contract';
import { BrandParams, office, Reason, ReasonBody } from './office';
import { Enum, Int, Nullable, type Static, Str, Type } from './schema';

const brand = Type.String({ pattern: '^[a-z0-9-]{1,40}$' });
const numericId = Type.String({ pattern: '^[1-9][0-9]{0,17}$' });
const uuid = Type.String({ pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' });
const Decision = Enum(['approve', 'reject'] as const);
const fileResponse = {
  200: Type.String({ description: 'the file (image/png, image/jpeg or application/pdf)' }),
};

/** What a decision did: ran now, or waits for a second staff member (four eyes above the brand's threshold). */
export const QueueDecision = Type.Object({
  status: Enum(['approved', 'rejected', 'requested'] as const),
  /** The two-person approval waiting, when status is `requested`. */
  approvalId: Nullable(Str),
});
export type QueueDecision = Static<typeof QueueDecision>;

// ---- Promotion applications ----

export const PromotionApplication = Type.Object({
  id: Str,
  promotionId: Str,
  promotionTitle: Str,
  /** The reward an approval pays (formatted in the brand's currency). */
  reward: Nullable(Str),
  player: Str,
  comment: Str,
  images: Type.Array(Type.Object({ n: Int, type: Str, size: Int })),
  createdAt: Str,
});
export type PromotionApplication = Static<typeof PromotionApplication>;

export const officeApplications = contract({
  method: 'GET',
  url: '/office/api/b/:brand/promotions/applications',
  ...office,
  params: BrandParams,
  summary: 'Promotion applications in process, oldest first, with the comment and the uploaded images',
  value: Type.Object({ list: Type.Array(PromotionApplication) }),
});

export const officeApplicationImage = contract({
  method: 'GET',
  url: '/office/api/b/:brand/promotions/applications/:id/images/:n',
  ...office,
  params: Type.Object({ brand, id: numericId, n: Type.Integer({ minimum: 1, maximum: 3 }) }),
  summary: "An image of an application in process (another brand's or a decided one → 404)",
  response: fileResponse,
});

export const officeApplicationDecide = contract({
  method: 'POST',
  url: '/office/api/b/:brand/promotions/applications/:id/:decision',
  ...office,
  params: Type.Object({ brand, id: numericId, decision: Decision }),
  body: ReasonBody,
  summary:
    'Approve (the reward is paid once; four eyes above the brand threshold) or reject an application, with a reason',
  value: QueueDecision,
});

// ---- Contract bills held for review ----

export const BillLine = Type.Object({ field: Str, stored: Str, recomputed: Str, differs: Type.Boolean() });

export const HeldBill = Type.Object({
  id: Str,
  kind: Str,
  account: Str,
  periodStart: Str,
  periodEnd: Str,
  seq: Int,
  amount: Str,
  validBet: Str,
  netLoss: Str,
  rate: Str,
  /** `explain-bill`: the bill recomputed from raw bets, line by line, and how many lines differ. */
  explanation: Type.Object({ lines: Type.Array(BillLine), differences: Int }),
});
export type HeldBill = Static<typeof HeldBill>;

export const officeHeldBills = contract({
  method: 'GET',
  url: '/office/api/b/:brand/bills',
  ...office,
  params: BrandParams,
  summary: 'Contract bills held for review (above the brand reviewAbove), each recomputed from raw bets',
  value: Type.Object({ list: Type.Array(HeldBill) }),
});

export const officeBillDecide = contract({
  method: 'POST',
  url: '/office/api/b/:brand/bills/:id/:decision',
  ...office,
  params: Type.Object({ brand, id: numericId, decision: Decision }),
  body: ReasonBody,
  summary: 'Pay (four eyes above the brand threshold) or refuse a held bill, with a reason',
  value: QueueDecision,
});

// ---- Feedback and complaints ----

const TicketSummary = Type.Object({
  id: Str,
  questionTypeName: Str,
  complaint: Type.Boolean(),
  content: Str,
  status: Enum(['open', 'answered', 'closed'] as const),
  player: Nullable(Str),
  contact: Nullable(Str),
  dueAt: Nullable(Str),
  overdue: Type.Boolean(),
  createdAt: Str,
});
export type TicketSummary = Static<typeof TicketSummary>;

export const officeFeedback = contract({
  method: 'GET',
  url: '/office/api/b/:brand/feedback',
  ...office,
  params: BrandParams,
  querystring: Type.Object(
    { status: Enum(['open', 'answered', 'closed', 'all'] as const, { default: 'open' }) },
    { additionalProperties: false },
  ),
  summary: 'Feedback and complaints by status, newest first; overdue complaints flagged',
  value: Type.Object({ list: Type.Array(TicketSummary), overdue: Int }),
});

const { player: _player, ...summaryFields } = TicketSummary.properties;
export const TicketThread = Type.Object({
  ...summaryFields,
  images: Type.Array(Type.Object({ id: Str, contentType: Str, bytes: Int })),
  replies: Type.Array(Type.Object({ id: Str, author: Str, name: Nullable(Str), body: Str, createdAt: Str })),
});
export type TicketThread = Static<typeof TicketThread>;

const ticketParams = Type.Object({ brand, id: numericId });

export const officeTicket = contract({
  method: 'GET',
  url: '/office/api/b/:brand/feedback/:id',
  ...office,
  params: ticketParams,
  summary: 'A feedback with its thread and attached images',
  value: TicketThread,
});

export const officeTicketFile = contract({
  method: 'GET',
  url: '/office/api/b/:brand/feedback/:id/files/:fileId',
  ...office,
  params: Type.Object({ brand, id: numericId, fileId: Type.String({ pattern: '^[0-9A-Za-z-]{1,64}$' }) }),
  summary: 'An image attached to the feedback (another ticket’s or brand’s → 404)',
  response: fileResponse,
});

export const officeTicketReply = contract({
  method: 'POST',
  url: '/office/api/b/:brand/feedback/:id/reply',
  ...office,
  params: ticketParams,
  body: Type.Object(
    { body: Type.String({ minLength: 1, maxLength: 2000 }) },
    { additionalProperties: false },
  ),
  summary: 'Reply to a feedback (the player sees it unread)',
  value: Type.Object({ id: Str, status: Str }),
});

export const officeTicketClose = contract({
  method: 'POST',
  url: '/office/api/b/:brand/feedback/:id/close',
  ...office,
  params: ticketParams,
  body: Type.Object({ reason: Reason }, { additionalProperties: false }),
  summary: 'Close a feedback with a reason',
  value: Type.Object({ id: Str, status: Str }),
});

// ---- KYC documents ----

export const KycQueueItem = Type.Object({
  id: Str,
  player: Str,
  kind: Str,
  contentType: Str,
  bytes: Int,
  createdAt: Str,
  /** The player's profile fields, to compare with the document. */
  profile: Type.Object({
    fields: Type.Array(Type.Object({ name: Str, value: Nullable(Str) })),
    mobile: Nullable(Str),
    email: Nullable(Str),
  }),
});
export type KycQueueItem = Static<typeof KycQueueItem>;

export const officeKycPending = contract({
  method: 'GET',
  url: '/office/api/b/:brand/kyc',
  ...office,
  params: BrandParams,
  summary: "KYC documents waiting for review, oldest first, with the player's profile fields",
  value: Type.Object({ list: Type.Array(KycQueueItem) }),
});

export const officeKycFile = contract({
  method: 'GET',
  url: '/office/api/b/:brand/kyc/:id/file',
  ...office,
  params: Type.Object({ brand, id: uuid }),
  summary: "A KYC document's file (png/jpg inline, pdf as a download)",
  response: fileResponse,
});

export const officeKycDecide = contract({
  method: 'POST',
  url: '/office/api/b/:brand/kyc/:id/:decision',
  ...office,
  params: Type.Object({ brand, id: uuid, decision: Decision }),
  body: Type.Object(
    { reason: Type.String({ minLength: 3, maxLength: 200 }) },
    { additionalProperties: false },
  ),
  summary: 'Approve or reject a KYC document with a reason (the player is told in the inbox)',
  value: Type.Object({ id: Str, status: Str }),
});
