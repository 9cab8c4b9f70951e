/** The building blocks the money contracts share (src/core/api/money.ts). */
import type { TObject } from 'typebox';
import { Int, Nullable, type TSchema, Type } from './schema';

export const bearer = [{ bearer: [] }];
export { Nullable };
/** An object whose properties beyond the listed ones are sent as they are (module hooks add some). */
export const Open = { additionalProperties: true } as const;

/** Amounts in a request are decimal strings; no `type`, so a JSON number is not coerced and is refused as amount_invalid. */
export const AmountField = Type.Unknown({
  description: 'decimal string in the brand currency, e.g. "123.45" (VND: "1234")',
});
export const IdempotencyKey = Type.Optional(
  Type.String({ maxLength: 64, description: 'or header Idempotency-Key' }),
);
export const PageQuery = {
  pageNo: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
};

/**
 * A query whose defaulted parameters are optional to the caller (the OpenAPI document says so) but always there
 * for the handler (validation fills in the default), which is what the type says.
 */
export function Query<T extends TObject>(schema: T): T {
  const required = (schema.required ?? []).filter((key) => !('default' in (schema.properties[key] ?? {})));
  const query = schema as { required?: string[] };
  if (required.length > 0) query.required = required;
  else delete query.required;
  return schema;
}

export const DecimalId = Type.String({ pattern: '^\\d{1,18}$' });

/** A page of a list, newest first. */
export const Page = <T extends TSchema>(item: T) =>
  Type.Object({ content: Type.Array(item), pageNum: Int, pageSize: Int, total: Int, totalPages: Int });
export interface Page<T> {
  content: T[];
  pageNum: number;
  pageSize: number;
  total: number;
  totalPages: number;
}
