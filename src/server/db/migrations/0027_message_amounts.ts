import { type Kysely, sql } from 'kysely';

/**
 * Inbox messages carry amounts as minor units with their currency (src/core/message-params.ts `moneyParam`), and
 * the reader's language formats them when the message is read. Messages written before kept a pre-formatted
 * decimal and the symbol apart (`{"amount": "1000.00", "currency": "₱"}`, read as "₱1000.00" without grouping):
 * they become `{"amount": {"money": "100000", "currency": "PHP", "symbol": "₱", "minorUnits": 2}}`. The minor units
 * are exactly the decimal's digits (it was written with the currency's decimals), the ISO code is the brand's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    update inbox_message m
    set params = (m.params - 'currency') || jsonb_build_object('amount', jsonb_build_object(
      'money', replace(m.params ->> 'amount', '.', '')::numeric::text,
      'currency', b.currency,
      'symbol', m.params ->> 'currency',
      'minorUnits', length(split_part(m.params ->> 'amount', '.', 2))))
    from brand b
    where b.code = m.brand_code
      and m.params ? 'currency'
      and jsonb_typeof(m.params -> 'amount') = 'string'
      and m.params ->> 'amount' ~ '^[0-9]+([.][0-9]{2})?$'`.execute(db);
}

/** Back to the decimal and the symbol apart (a brand text parameter back to its fallback language's text). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    update inbox_message
    set params = params || jsonb_build_object(
      'amount', case (params -> 'amount' ->> 'minorUnits')::int
        when 0 then params -> 'amount' ->> 'money'
        else ((params -> 'amount' ->> 'money')::numeric / 100)::numeric(30, 2)::text end,
      'currency', params -> 'amount' ->> 'symbol')
    where jsonb_typeof(params -> 'amount') = 'object'`.execute(db);
  await sql`
    update inbox_message
    set params = params || jsonb_build_object(
      'method', coalesce(params -> 'method' -> 'text' ->> (params -> 'method' ->> 'fallback'), ''))
    where jsonb_typeof(params -> 'method') = 'object'`.execute(db);
}
