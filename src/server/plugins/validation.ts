import { Ajv, type ErrorObject, type Options, type SchemaValidateFunction, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyServerOptions } from 'fastify';
import { type NumericRule, parseNumeric } from '@/core/numeric';
import { type CompileQueue, deferCompile } from './lazy-compile';
import { buildSerializer } from './serialization';

/**
 * The request validator: Fastify's usual ajv setup (coercion of query strings, defaults, formats), with every
 * `integer`/`number` node of a route's body, query, params and headers checked by the one numeric parser
 * (src/core/numeric.ts) instead of ajv's own coercion. ajv coerces "1e309" to Infinity and then skips
 * minimum/maximum for non-finite numbers, so Infinity reached PostgreSQL (a 500); here every numeric value is
 * finite, plain decimal, integer where an integer is meant and within its bounds, or the request is a 400.
 *
 * Routes declare ordinary JSON Schema; the rewrite happens on a copy at compile time, so the OpenAPI document
 * shows the schemas as written. Routes added later are covered without doing anything.
 */

const KEYWORD = 'x-numeric';
const NUMERIC_TYPES = new Set(['integer', 'number']);
/** Keywords the parser takes over from a numeric node (it checks them itself, on the converted value). */
const TAKEN = [
  'type',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'enum',
  'const',
];

type Schema = Record<string, unknown>;
const isSchema = (node: unknown): node is Schema =>
  node !== null && typeof node === 'object' && !Array.isArray(node);

/** The numeric rule of a node typed integer/number (optionally also null), or undefined for any other node. */
function numericRuleOf(node: Schema): NumericRule | undefined {
  const types = Array.isArray(node.type) ? (node.type as unknown[]) : [node.type];
  const numeric = types.filter((t) => NUMERIC_TYPES.has(t as string));
  if (numeric.length === 0 || types.some((t) => !NUMERIC_TYPES.has(t as string) && t !== 'null'))
    return undefined;
  const rule: NumericRule = { integer: !numeric.includes('number') };
  if (types.includes('null')) rule.nullable = true;
  for (const key of TAKEN)
    if (key !== 'type' && node[key] !== undefined) Object.assign(rule, { [key]: node[key] });
  return rule;
}

/** Subschema positions of JSON Schema (draft 7 / 2019 / 2020) that hold one schema or a map or list of them. */
const ONE = [
  'additionalProperties',
  'items',
  'additionalItems',
  'contains',
  'propertyNames',
  'not',
  'if',
  'then',
  'else',
  'unevaluatedItems',
  'unevaluatedProperties',
];
const MAP = ['properties', 'patternProperties', 'definitions', '$defs', 'dependentSchemas'];
const LIST = ['allOf', 'anyOf', 'oneOf', 'prefixItems', 'items'];

/** A copy of the schema with every numeric node handed to the parser. */
export function hardenSchema<T>(schema: T): T {
  if (!isSchema(schema)) return schema;
  const rule = numericRuleOf(schema);
  const out: Schema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (rule && TAKEN.includes(key)) continue;
    if (ONE.includes(key) && isSchema(value)) out[key] = hardenSchema(value);
    else if (MAP.includes(key) && isSchema(value))
      out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, hardenSchema(v)]));
    else if (LIST.includes(key) && Array.isArray(value)) out[key] = value.map((v) => hardenSchema(v));
    else out[key] = value;
  }
  if (rule) out[KEYWORD] = rule;
  return out as T;
}

/** The ajv keyword that runs the parser and writes the converted number back into the request data. */
function numericKeyword(ajv: Ajv) {
  const check: SchemaValidateFunction = (rule: NumericRule, data, _parent, cxt) => {
    const result = parseNumeric(data, rule);
    if (!result.ok) {
      check.errors = [{ keyword: result.keyword, message: result.message, params: {} }];
      return false;
    }
    if (cxt?.parentData !== undefined && result.value !== data)
      (cxt.parentData as Record<string | number, unknown>)[cxt.parentDataProperty] = result.value;
    return true;
  };
  ajv.addKeyword({ keyword: KEYWORD, schemaType: 'object', modifying: true, errors: true, validate: check });
}

/** Fastify's own defaults for its ajv instance (@fastify/ajv-compiler), before the app's customOptions. */
const FASTIFY_DEFAULTS: Options = {
  coerceTypes: 'array',
  useDefaults: true,
  removeAdditional: true,
  addUsedSchema: false,
  allErrors: false,
};

type AjvServerOptions = { customOptions?: Options };

/** The server's ajv options (Fastify's `ajv` server option, src/server/app.ts). */
export const AJV_OPTIONS: AjvServerOptions = {
  customOptions: { removeAdditional: false, coerceTypes: 'array', allErrors: false },
};

type Validate = ((data: unknown, cxt?: Parameters<ValidateFunction>[1]) => boolean) & {
  errors?: ErrorObject[] | null;
  schemaEnv?: unknown;
};

/**
 * A route's validator compiled when first needed — by the route's first request, or by the background compile after
 * start (lazy-compile.ts) — instead of at start. Fastify passes the parent data (so a root value can be coerced) to a
 * function with `schemaEnv`, as to ajv's own.
 */
function lazyValidator(compile: () => Validate, queue?: CompileQueue): Validate {
  const ensure = deferCompile(compile, queue);
  const validate: Validate = (data, cxt) => {
    const run = ensure();
    const ok = run(data, cxt);
    validate.errors = run.errors;
    return ok;
  };
  validate.schemaEnv = true;
  return validate;
}

/** For Fastify's `schemaController.compilersFactory.buildValidator`. */
export function buildValidator(
  externalSchemas: Record<string, unknown>,
  options: AjvServerOptions = {},
  queue?: CompileQueue,
) {
  // The ajv instance itself is made when the first schema is compiled or looked up, not at start.
  let instance: Ajv | undefined;
  const ajv = () => {
    if (!instance) {
      instance = new Ajv({ ...FASTIFY_DEFAULTS, ...options.customOptions });
      addFormats(instance);
      numericKeyword(instance);
      for (const schema of Object.values(externalSchemas)) instance.addSchema(hardenSchema(schema) as object);
    }
    return instance;
  };
  return ({ schema }: { schema: unknown }): Validate => {
    const id = isSchema(schema) && typeof schema.$id === 'string' ? schema.$id : undefined;
    const stored = id ? ajv().getSchema(id) : undefined;
    return stored ?? lazyValidator(() => ajv().compile(hardenSchema(schema) as object) as Validate, queue);
  };
}

/**
 * The validator of a route whose body stays raw text (a signed protocol message, the signature over its exact bytes):
 * the body's schema documents it and its handler parses it; params, query and headers are validated as everywhere.
 */
export function rawBodyValidator() {
  const compile = buildValidator({}, AJV_OPTIONS);
  const asSent = () => true;
  return (route: { schema: unknown; httpPart?: string }) =>
    route.httpPart === 'body' ? asSent : compile(route);
}

/** The Fastify server option that installs this validator. */
export const schemaController = {
  compilersFactory: { buildValidator, buildSerializer },
} as unknown as NonNullable<FastifyServerOptions['schemaController']>;
