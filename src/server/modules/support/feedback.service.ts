import { type Brand, localized } from '@/core/brand';
import type { Language } from '@/core/languages';
import {
  countWords,
  FEEDBACK_CONTACT_MAX,
  FEEDBACK_CONTENT_MAX_CHARS,
  SUPPORT_IMAGE_MAX_FILES,
  type SupportConfig,
} from '@/core/support';
import type { ServiceContext } from '@/server/context';
import { AppError } from '@/server/errors';
import {
  filesOfTicket,
  findTicket,
  insertFiles,
  insertTicket,
  listOwnTickets,
  repliesOf,
} from './feedback.repository';
import type { SupportFiles, Upload } from './support-files';

/** What the feedback calls need: the database, the caller's brand, the image store. */
export type SupportCtx = Pick<ServiceContext, 'db' | 'brand'> & { files: SupportFiles };

export function supportConfigOf(brand: Brand): SupportConfig {
  const config = brand.config.support;
  if (!config) throw new AppError('feedback_unavailable');
  return config;
}

/** The brand's question types in a language (GET /wps/feedback/types). */
export function feedbackTypes(brand: Brand, language: Language) {
  const fallback = brand.config.languages.default;
  return (brand.config.support?.feedback.types ?? []).map((type) => ({
    code: type.code,
    name: localized(type.name, language, fallback),
    complaint: type.complaint === true,
  }));
}

export interface FeedbackInput {
  questionType?: unknown;
  content?: unknown;
  contact?: unknown;
}

/** Checks a feedback against the brand's rules (spec §5 word bounds); returns the clean values or throws. */
export function checkFeedback(
  brand: Brand,
  input: FeedbackInput,
  opts: { visitor: boolean; images: number; language: Language },
) {
  const config = supportConfigOf(brand).feedback;
  const type = config.types.find((t) => t.code === input.questionType);
  if (!type) throw new AppError('feedback_type_invalid');
  const content = typeof input.content === 'string' ? input.content.trim() : '';
  if (!content) throw new AppError('feedback_content_empty');
  if (content.length > FEEDBACK_CONTENT_MAX_CHARS)
    throw new AppError('feedback_too_many_words', { max: config.maxWords });
  const words = countWords(content, opts.language);
  if (words < config.minWords) throw new AppError('feedback_too_few_words', { min: config.minWords });
  if (words > config.maxWords) throw new AppError('feedback_too_many_words', { max: config.maxWords });
  const contact = typeof input.contact === 'string' ? input.contact.trim() : '';
  if (contact.length > FEEDBACK_CONTACT_MAX)
    throw new AppError('feedback_contact_too_long', { max: FEEDBACK_CONTACT_MAX });
  if (opts.visitor && !contact) throw new AppError('feedback_contact_required');
  if (opts.images > SUPPORT_IMAGE_MAX_FILES)
    throw new AppError('support_image_too_many', { max: SUPPORT_IMAGE_MAX_FILES });
  return { type, content, contact: contact || null };
}

/**
 * A new feedback or complaint (PUT /wps/feedback). Images are written to disk first, then the ticket and its file
 * rows in one transaction; a failed transaction removes the files again, so a refusal stores nothing.
 */
export async function createFeedback(
  ctx: SupportCtx,
  accountId: bigint | null,
  input: FeedbackInput,
  uploads: Upload[],
  language: Language,
  source: 'form' | 'chat' = 'form',
) {
  const brandCode = ctx.brand.config.code;
  const config = supportConfigOf(ctx.brand).feedback;
  const checked =
    source === 'chat'
      ? chatTicket(ctx.brand, input)
      : checkFeedback(ctx.brand, input, { visitor: accountId === null, images: uploads.length, language });
  const stored = await ctx.files.store(brandCode, uploads);
  try {
    const ticket = await ctx.db.transaction().execute(async (tx) => {
      const row = await insertTicket(tx, {
        brand_code: brandCode,
        account_id: accountId,
        contact: checked.contact,
        question_type: checked.type.code,
        complaint: checked.type.complaint === true,
        content: checked.content,
        language,
        source,
        due_at: checked.type.complaint ? new Date(Date.now() + config.complaintHours * 3_600_000) : null,
      });
      await insertFiles(
        tx,
        stored.map(({ id, upload }) => ({
          id,
          brand_code: brandCode,
          ticket_id: row.id,
          content_type: upload.contentType,
          bytes: upload.data.length,
        })),
      );
      return row;
    });
    return ticket;
  } catch (error) {
    await ctx.files.discard(
      brandCode,
      stored.map((s) => s.id),
    );
    throw error;
  }
}

/** A chat message left outside support hours: a ticket of the brand's first non-complaint type, no word bounds. */
function chatTicket(brand: Brand, input: FeedbackInput) {
  const types = supportConfigOf(brand).feedback.types;
  const type =
    types.find((t) => t.code === input.questionType) ?? types.find((t) => !t.complaint) ?? types[0]!;
  const content = typeof input.content === 'string' ? input.content.trim() : '';
  const contact =
    typeof input.contact === 'string' ? input.contact.trim().slice(0, FEEDBACK_CONTACT_MAX) : '';
  return { type, content, contact: contact || null };
}

type TicketRow = NonNullable<Awaited<ReturnType<typeof findTicket>>>;

export function ticketSummary(brand: Brand, row: TicketRow, language: Language) {
  const types = feedbackTypes(brand, language);
  return {
    id: String(row.id),
    questionType: row.question_type,
    questionTypeName: types.find((t) => t.code === row.question_type)?.name ?? row.question_type,
    complaint: row.complaint,
    content: row.content,
    contact: row.contact,
    status: row.status,
    source: row.source,
    unread: row.player_unread,
    dueAt: row.due_at?.toISOString() ?? null,
    overdue:
      row.complaint && row.status === 'open' && row.due_at !== null && row.due_at.getTime() < Date.now(),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export async function listMyFeedback(
  ctx: SupportCtx,
  accountId: bigint,
  page: { pageNo: number; pageSize: number },
  language: Language,
) {
  const { rows, total, unread } = await listOwnTickets(
    ctx.db,
    ctx.brand.config.code,
    accountId,
    page.pageSize,
    (page.pageNo - 1) * page.pageSize,
  );
  return {
    list: rows.map((row) => ticketSummary(ctx.brand, row, language)),
    total,
    unread,
    pageNo: page.pageNo,
    pageSize: page.pageSize,
  };
}

/** One ticket with its replies and images; opening it marks the replies read. Another account's → 404. */
export async function ticketDetail(
  ctx: SupportCtx,
  id: bigint,
  viewer: { accountId: bigint } | { operator: true },
  language: Language,
  filesBase: string,
) {
  const row = await findTicket(ctx.db, ctx.brand.config.code, id);
  if (!row || ('accountId' in viewer && row.account_id !== viewer.accountId))
    throw new AppError('feedback_not_found');
  if ('accountId' in viewer && row.player_unread > 0) {
    await ctx.db.updateTable('feedback_ticket').set({ player_unread: 0 }).where('id', '=', id).execute();
  }
  const [replies, files] = await Promise.all([repliesOf(ctx.db, id), filesOfTicket(ctx.db, id)]);
  return {
    ...ticketSummary(ctx.brand, row, language),
    images: files.map((f) => ({
      id: f.id,
      url: `${filesBase}/${f.id}`,
      contentType: f.content_type,
      bytes: f.bytes,
    })),
    replies: replies.map((r) => ({
      id: String(r.id),
      author: r.author,
      name: r.operator_name,
      body: r.body,
      createdAt: r.created_at.toISOString(),
    })),
  };
}

/** An image of a ticket the viewer may see (their own, or any of the brand's for operators). */
export async function ticketFile(
  ctx: SupportCtx,
  fileId: string,
  viewer: { accountId: bigint } | { brands: string[] | null },
) {
  const file = await ctx.db
    .selectFrom('support_file')
    .leftJoin('feedback_ticket', 'feedback_ticket.id', 'support_file.ticket_id')
    .leftJoin('chat_room', 'chat_room.id', 'support_file.room_id')
    .select([
      'support_file.id',
      'support_file.brand_code',
      'support_file.content_type',
      'feedback_ticket.account_id as ticket_account',
      'chat_room.account_id as room_account',
    ])
    .where('support_file.id', '=', fileId)
    .where('support_file.brand_code', '=', ctx.brand.config.code)
    .executeTakeFirst();
  if (!file) throw new AppError('support_file_not_found');
  if ('accountId' in viewer) {
    const owner = file.ticket_account ?? file.room_account;
    if (owner !== viewer.accountId) throw new AppError('support_file_not_found');
  } else if (viewer.brands && !viewer.brands.includes(file.brand_code)) {
    throw new AppError('support_file_not_found');
  }
  try {
    return { contentType: file.content_type, data: await ctx.files.read(file.brand_code, file.id) };
  } catch {
    throw new AppError('support_file_not_found');
  }
}
