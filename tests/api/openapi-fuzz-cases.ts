/**
 * Request cases for the OpenAPI fuzz test (tests/api/openapi-fuzz.test.ts), generated from an operation's
 * declared parameters and body: a plausible sample for every input, values that break each input's declared
 * schema (always answered 4xx, never written), and hostile values the schema may accept (never a 5xx).
 */

export type Schema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
  items?: Schema;
  maxItems?: number;
  minItems?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};

/** A JSON number that JSON.stringify cannot write (1e309 parses to Infinity on the server). */
export class RawNumber {
  constructor(readonly text: string) {}
}

const RAW = '@@raw@@';
/** JSON text of a value that may hold RawNumbers. */
export function jsonText(value: unknown): string {
  const text = JSON.stringify(value, (_key, v) => (v instanceof RawNumber ? `${RAW}${v.text}${RAW}` : v));
  return text.replace(new RegExp(`"${RAW}(.*?)${RAW}"`, 'g'), '$1');
}

const HUGE = 100 * 1024;
export const deepJunk = (levels = 300): unknown => {
  let node: unknown = { $gt: '', __proto__x: [null, { a: [1e308] }] };
  for (let i = 0; i < levels; i++) node = { a: node, b: [i] };
  return node;
};

const typeOf = (schema: Schema): string | undefined => {
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  return types.find((t) => t !== 'null');
};

const STRING_CANDIDATES = [
  'aurora',
  'abc123',
  'ABCDEF12',
  'DABC12345',
  'WABC12345',
  '123456',
  'AB',
  'en',
  'B',
  'sample',
  '7b4f5a5e-1f0c-4c2a-9a57-1d2b3c4d5e6f',
];

function fits(schema: Schema, value: string): boolean {
  if (schema.pattern && !new RegExp(schema.pattern, 'u').test(value)) return false;
  if (schema.maxLength !== undefined && value.length > schema.maxLength) return false;
  if (schema.minLength !== undefined && value.length < schema.minLength) return false;
  if (schema.format === 'uuid' && !/^[0-9a-f-]{36}$/.test(value)) return false;
  return true;
}

/** A value the schema accepts, as far as a simple generator can tell (patterns are matched by candidates). */
export function sample(schema: Schema | undefined): unknown {
  if (!schema) return 'sample';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.[0] && !schema.type) return sample(alternatives[0]);
  switch (typeOf(schema)) {
    case 'integer':
    case 'number': {
      const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
      return schema.maximum !== undefined ? Math.min(low, schema.maximum) : low;
    }
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: schema.minItems ?? 1 }, () => sample(schema.items));
    case 'object': {
      const out: Record<string, unknown> = {};
      const required = new Set(schema.required ?? []);
      for (const alt of alternatives ?? []) for (const name of alt.required ?? []) required.add(name);
      for (const name of required) out[name] = sample(schema.properties?.[name]);
      return out;
    }
    case 'string':
      return STRING_CANDIDATES.find((c) => fits(schema, c)) ?? 'x'.repeat(schema.minLength ?? 1);
    default:
      return 'sample';
  }
}

/** Where a value travels: a URL (query or path, always text) or a JSON body (any JSON value). */
export type Place = 'url' | 'json';

/** Values that break the schema, by construction: each must be refused with a 4xx. */
export function badValues(schema: Schema | undefined, place: Place): [string, unknown][] {
  const out: [string, unknown][] = [];
  const add = (label: string, value: unknown) => out.push([label, value]);
  const s = schema ?? {};
  const type = typeOf(s);
  if (place === 'json') {
    add('deep junk', deepJunk());
    if (type !== 'array') add('an array', [1, 'two', { three: 3 }]);
    if (type !== 'object' && type !== undefined) add('an object', { $gt: '' });
  } else {
    add('a repeated key', ['1', '2']);
  }
  if (type === 'integer' || type === 'number') {
    for (const text of [
      '1e309',
      'Infinity',
      '-Infinity',
      '-1e309',
      '1e400',
      'NaN',
      '0x10',
      '1e3',
      ' 5',
      '',
      'abc',
    ])
      add(`"${text}"`, text);
    if (type === 'integer') add('a fraction', place === 'json' ? 1.5 : '1.5');
    if (type === 'integer')
      add('beyond 2^53', place === 'json' ? new RawNumber('9007199254740993') : '9007199254740993');
    if (s.maximum !== undefined)
      add('above the maximum', place === 'json' ? s.maximum + 1 : String(s.maximum + 1));
    if (s.minimum !== undefined)
      add('below the minimum', place === 'json' ? s.minimum - 1 : String(s.minimum - 1));
    if (place === 'json') {
      for (const text of ['1e309', '-1e309', '1e400']) add(`raw ${text}`, new RawNumber(text));
      add('true', true);
    }
    add('a long string', '9'.repeat(10_000));
  } else if (type === 'string') {
    add('a NUL character', 'ab\u0000cd');
    if (s.maxLength !== undefined && s.maxLength < HUGE)
      add('over its maxLength', 'a'.repeat(s.maxLength + 1));
    if (s.enum) add('outside its enum', 'zz-not-listed');
    if (s.pattern) {
      const breaking = ['!!', '-', '..', '<x>', ' '].find((c) => !new RegExp(s.pattern!, 'u').test(c));
      if (breaking !== undefined) add('against its pattern', breaking);
    }
    if (s.format === 'uuid') add('not a uuid', 'not-a-uuid');
  } else if (type === 'boolean') {
    add('"maybe"', 'maybe');
    if (place === 'json') add('2', 2);
  } else if (type === 'array') {
    if (s.maxItems !== undefined)
      add(
        'over its maxItems',
        Array.from({ length: s.maxItems + 1 }, () => sample(s.items)),
      );
    if (s.items)
      for (const [label, v] of badValues(s.items, 'json').slice(0, 6)) add(`an item ${label}`, [v]);
  } else if (type === 'object') {
    if (place === 'json') add('a string', 'text');
  } else if (type === undefined && place === 'json') {
    // Untyped (e.g. money amounts as decimal text, read by the handler): nothing here is a valid value.
    for (const text of ['1e309', 'Infinity', '-1', 'NaN', '0x10', '', 'abc', ' 1']) add(`"${text}"`, text);
    for (const text of ['1e309', '-1e309']) add(`raw ${text}`, new RawNumber(text));
    add('true', true);
    add('null', null);
    add('100 KB of digits', '9'.repeat(HUGE));
  }
  return out;
}

/** Values a schema may accept that handlers must still survive (no 5xx): boundaries and hostile text. */
export function hostileValues(schema: Schema | undefined): [string, unknown][] {
  const s = schema ?? {};
  const type = typeOf(s);
  if (type === 'integer' || type === 'number') {
    return [
      ['its minimum', String(s.minimum ?? -2147483648)],
      ['its maximum', String(s.maximum ?? 2147483647)],
      ['zero', '0'],
    ];
  }
  if (type !== 'string' || s.enum) return [];
  const max = s.maxLength ?? 1000;
  return (
    [
      ['SQL', "' OR '1'='1' --"],
      ['HTML', '<script>alert(1)</script>'],
      ['emoji', '😀🎰🔥'],
      ['CJK', '名字测试'],
      ['a path', '../../etc/passwd'],
      ['a percent sign', '100%'],
      ['a right-to-left override', '\u202Eadmin'],
      ['its maxLength of letters', 'a'.repeat(Math.min(max, 10_000))],
    ] as [string, string][]
  ).filter(([, v]) => v.length <= max);
}
