// `npm run ops -- feedback | feedback-reply | feedback-close | support-agent` (docs/support.md "Operators"):
// the support commands of the ops tool, through the same services as the support desk; replies and closes are
// recorded in ops_action with who and why.
import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/database';
import {
  closeTicket,
  listTicketsForOperators,
  replyToTicket,
  upsertOperator,
} from '@/server/domains/support';

type Values = { [key: string]: string | boolean | string[] | undefined; brandCodes: string[] };

function need(values: Values, name: string): string {
  const value = values[name];
  if (typeof value !== 'string' || value.trim() === '') throw new Error(`--${name} is required`);
  return value.trim();
}

function ticketId(target: string | undefined): bigint {
  if (!target || !/^\d{1,18}$/.test(target)) throw new Error('the feedback id is required (a number)');
  return BigInt(target);
}

export async function supportCommand(
  db: Kysely<Database>,
  command: string,
  target: string | undefined,
  values: Values,
): Promise<number> {
  switch (command) {
    case 'feedback': {
      const status = (values.status as string | undefined) ?? 'open';
      if (!['open', 'answered', 'closed', 'all'].includes(status))
        throw new Error('--status: open, answered, closed or all');
      const brand = values.brand as string | undefined;
      if (brand && !values.brandCodes.includes(brand)) throw new Error(`unknown brand ${brand}`);
      const rows = await listTicketsForOperators(db, brand ? [brand] : null, status as 'open', 200);
      if (rows.length === 0) console.log('  (none)');
      for (const r of rows) {
        const overdue =
          r.complaint && r.status === 'open' && r.due_at !== null && r.due_at.getTime() < Date.now();
        console.log(
          `  #${r.id} ${r.brand_code} ${r.status}${r.complaint ? ' complaint' : ''}${overdue ? ' OVERDUE' : ''} ${r.question_type} ` +
            `${r.username ?? `visitor <${r.contact}>`} ${r.created_at.toISOString()}\n     ${r.content.slice(0, 160)}`,
        );
      }
      return 0;
    }
    case 'feedback-reply': {
      const result = await replyToTicket(
        db,
        ticketId(target),
        { name: need(values, 'by'), brands: null },
        need(values, 'text'),
        (values.reason as string | undefined)?.trim() || null,
      );
      console.log(`feedback #${result.id}: ${result.status} (recorded in ops_action)`);
      return 0;
    }
    case 'feedback-close': {
      const result = await closeTicket(
        db,
        ticketId(target),
        { name: need(values, 'by'), brands: null },
        need(values, 'reason'),
      );
      console.log(
        `feedback #${result.id}: closed${result.replayed ? ' (already, nothing changed)' : ' (recorded in ops_action)'}`,
      );
      return 0;
    }
    case 'support-agent': {
      const by = need(values, 'by');
      const username = need(values, 'user').toLowerCase();
      const password = need(values, 'password');
      if (password.length < 10) throw new Error('--password: at least 10 characters');
      const brands =
        typeof values.brands === 'string'
          ? values.brands
              .split(',')
              .map((b) => b.trim())
              .filter(Boolean)
          : null;
      for (const b of brands ?? []) if (!values.brandCodes.includes(b)) throw new Error(`unknown brand ${b}`);
      const row = await upsertOperator(
        { db },
        {
          username,
          displayName: (values.name as string | undefined) ?? username,
          password,
          brands,
        },
      );
      await db
        .insertInto('ops_action')
        .values({
          brand_code: null,
          actor: by,
          action: 'support_agent',
          target: `support:${username}`,
          reason: `brands ${brands?.join(',') ?? 'all'}`,
          detail: JSON.stringify({}),
        })
        .execute();
      console.log(`support agent ${row.username} (#${row.id}) serves ${brands?.join(', ') ?? 'every brand'}`);
      return 0;
    }
    default:
      throw new Error(`unknown command ${command}`);
  }
}
