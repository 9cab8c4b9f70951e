/**
 * The one parser for numeric input (query strings, path parameters, JSON bodies, form fields). Every numeric
 * value a request carries passes here — the server's schema validator calls it for each `integer`/`number`
 * node (src/server/plugins/validation.ts) — so `1e309`, `Infinity`, `0x10` or `1.5` where a whole number is
 * meant never reach a query or the serializer.
 */

export interface NumericRule {
  /** A whole number is meant (also: at most Number.MAX_SAFE_INTEGER in size). */
  integer?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  enum?: readonly number[];
  const?: number;
  /** null is a valid value (JSON Schema `type: [..., 'null']`). */
  nullable?: boolean;
  /** Decimal text ("12", "-3.5") is accepted and converted (query strings, forms); default true. */
  strings?: boolean;
}

export type NumericResult =
  | { ok: true; value: number | null }
  | {
      ok: false;
      /** The rule that failed, as a JSON Schema keyword: type, minimum, maximum, … */
      keyword: string;
      /** English detail in JSON Schema validator wording ("must be integer", "must be <= 200"). */
      message: string;
    };

/** Plain decimal notation only: no exponent, hex, spaces, signs other than a leading minus, or "Infinity". */
const INTEGER_TEXT = /^-?\d{1,16}$/;
const DECIMAL_TEXT = /^-?\d{1,16}(\.\d{1,16})?$/;

const fail = (keyword: string, message: string): NumericResult => ({ ok: false, keyword, message });

/** Checks and converts one value against a rule; never throws. */
export function parseNumeric(input: unknown, rule: NumericRule): NumericResult {
  const kind = rule.integer ? 'integer' : 'number';
  let value: unknown = input;
  // A repeated query key arrives as an array: one occurrence is the value itself.
  if (Array.isArray(value) && value.length === 1 && rule.strings !== false) value = value[0];
  if (value === null && rule.nullable) return { ok: true, value: null };
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string' && rule.strings !== false) {
    if (!(rule.integer ? INTEGER_TEXT : DECIMAL_TEXT).test(value)) return fail('type', `must be ${kind}`);
    n = Number(value);
  } else return fail('type', `must be ${kind}`);
  if (!Number.isFinite(n)) return fail('type', `must be ${kind}`);
  if (rule.integer && !Number.isSafeInteger(n)) {
    return Number.isInteger(n)
      ? fail('maximum', `must be <= ${rule.maximum ?? Number.MAX_SAFE_INTEGER}`)
      : fail('type', 'must be integer');
  }
  if (rule.const !== undefined && n !== rule.const) return fail('const', 'must be equal to constant');
  if (rule.enum && !rule.enum.includes(n)) return fail('enum', 'must be equal to one of the allowed values');
  if (rule.maximum !== undefined && n > rule.maximum) return fail('maximum', `must be <= ${rule.maximum}`);
  if (rule.minimum !== undefined && n < rule.minimum) return fail('minimum', `must be >= ${rule.minimum}`);
  if (rule.exclusiveMaximum !== undefined && n >= rule.exclusiveMaximum)
    return fail('exclusiveMaximum', `must be < ${rule.exclusiveMaximum}`);
  if (rule.exclusiveMinimum !== undefined && n <= rule.exclusiveMinimum)
    return fail('exclusiveMinimum', `must be > ${rule.exclusiveMinimum}`);
  if (rule.multipleOf !== undefined && !isMultiple(n, rule.multipleOf))
    return fail('multipleOf', `must be multiple of ${rule.multipleOf}`);
  // -0 would print as 0 but compare oddly in some places: one zero.
  return { ok: true, value: n === 0 ? 0 : n };
}

function isMultiple(n: number, step: number): boolean {
  const ratio = n / step;
  return Math.abs(ratio - Math.round(ratio)) < 1e-9;
}
