import type { Kysely } from 'kysely';
import type { Brand } from '@/core/brand';
import type { Database } from '@/server/db/database';
import { memberLanguage } from '@/server/domains/identity';
import { PermanentJobError } from '@/server/jobs/queue';
import type { Messaging } from '@/server/providers/messaging';
import { renderMessage } from './inbox.service';

/**
 * The job that sends an inbox message of an emailed kind (EMAILED_KINDS in inbox.service.ts: withdrawal paid /
 * rejected, issue 27) to the player's bound email. The email is the inbox message itself — the same kind,
 * parameters and texts (`inbox_<kind>_title` / `_body`) in the player's language — queued in the transaction that
 * writes the message, so it leaves exactly when the event commits, once (its dedupe key is the message's id), and
 * is retried by the job queue when the mail server fails.
 */
/** The job: renders the message for its reader and sends it to the account's email; no email bound, no mail. */
export async function sendInboxEmail(
  deps: { db: Kysely<Database>; messaging: Messaging; brandOf: (code: string) => Brand | undefined },
  payload: Record<string, unknown>,
): Promise<'sent' | 'no-email'> {
  const brand = deps.brandOf(String(payload.brand));
  if (!brand) throw new PermanentJobError(`no brand ${String(payload.brand)}`);
  const row = await deps.db
    .selectFrom('inbox_message as m')
    .innerJoin('account as a', 'a.id', 'm.account_id')
    .select(['m.kind', 'm.params', 'a.email', 'a.language'])
    .where('m.id', '=', BigInt(String(payload.messageId)))
    .where('m.brand_code', '=', brand.config.code)
    .executeTakeFirst();
  if (!row) throw new PermanentJobError(`no inbox message ${String(payload.messageId)}`);
  if (!row.email) return 'no-email';
  const language = memberLanguage(brand.config, row.language, brand.config.languages.default);
  const params = (typeof row.params === 'string' ? JSON.parse(row.params) : row.params) as Record<
    string,
    unknown
  >;
  const { title, content } = renderMessage(language, row.kind, params);
  await deps.messaging.email.send({
    brandCode: brand.config.code,
    to: row.email,
    subject: `${brand.config.displayName}: ${title}`,
    body: content,
  });
  return 'sent';
}
