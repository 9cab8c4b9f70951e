/**
 * The building blocks of the API contracts (docs/api-contracts.md). A contract's schemas are TypeBox values: plain
 * JSON Schema at run time (what Fastify validates and serialises with, what the OpenAPI document shows and what the
 * SPA's precompiled validators are built from) and a TypeScript type through `Static`. The SPA imports contracts
 * with `import type` only, so they cost its bundle nothing.
 */
import { type Static, type TProperties, type TSchema, type TUnsafe, Type } from 'typebox';

export { type Static, type TSchema, Type };

export const Str = Type.String();
export const Int = Type.Integer();
export const Bool = Type.Boolean();
/** A string of at most `max` characters. */
export const Text = (max: number) => Type.String({ maxLength: max });
/** A decimal amount as the API writes it ("12.50"): money never travels as a JSON number. */
export const Amount = Type.String();

/**
 * One of a list of strings, written as JSON Schema `enum` (TypeBox's literal union would be an `anyOf` of consts,
 * which reads worse in the OpenAPI document and the error messages).
 */
export function Enum<const T extends readonly (string | number)[]>(
  values: T,
  options: Record<string, unknown> = {},
): TUnsafe<T[number]> {
  const type = values.every((value) => typeof value === 'number') ? 'integer' : 'string';
  return Type.Unsafe<T[number]>({ type, enum: [...values], ...options });
}

/** A value or null. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * An answer the server sends whole, as it is, without a response schema listing its properties (what it was
 * before contracts: `{ type: 'object', additionalProperties: true }`, so serialisation and the OpenAPI text are
 * unchanged), typed as `shape` says: the compiler holds each handler's answer to the shape.
 */
export const Loose = <T extends TSchema>(_shape: T) =>
  Type.Unsafe<Static<T>>({ type: 'object', additionalProperties: true });

/** The paging fields of a list answer: the page number (from 1), the rows per page and the rows in all. */
export const paging = { pageNo: Int, pageSize: Int, total: Int };
/** The period of a report answer: first and last day (YYYY-MM-DD), inclusive. */
export const period = { from: Str, to: Str };

/**
 * A page of a list as the agent center and the contracts API answer it: `list` with its paging, and `more` fields of
 * the answer beside them (a period, totals, a breadcrumb).
 */
export const Paged = <T extends TSchema, P extends TProperties = Record<never, never>>(item: T, more?: P) =>
  Type.Object({ ...paging, list: Type.Array(item), ...(more as P) });

/** The envelope every JSON answer of the API is wrapped in (spec §7): `value` holds the answer itself. */
export const Envelope = <T extends TSchema>(value: T) =>
  Type.Object({ success: Type.Boolean(), code: Type.String(), message: Type.String(), value });

export interface Envelope<T> {
  success: boolean;
  code: string;
  message: string;
  value: T;
}
