import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  _,
  Ajv2020,
  type CodeKeywordDefinition,
  type ErrorObject,
  type KeywordCxt,
  type Options,
  type ValidateFunction,
} from 'ajv/dist/2020.js';
import { LANGUAGES } from '@/core/languages';
import { projectRoot } from '../paths';

/** The brand-file schemas, compiled once per process with every error reported and no coercion. */
export const SCHEMA_FILES = [
  'brand.schema.json',
  'whitelabel.schema.json',
  'register-fields.schema.json',
  'theme.schema.json',
  'theme-base.schema.json',
  'content-site.schema.json',
  'content-announcements.schema.json',
  'content-help.schema.json',
  'content-promotions.schema.json',
  'content-vip.schema.json',
  'content-points.schema.json',
  'content-referral.schema.json',
  'content-missions.schema.json',
] as const;
export type SchemaFile = (typeof SCHEMA_FILES)[number];

export const BRAND_AJV_OPTIONS: Options = { allErrors: true, strict: true, allowUnionTypes: true };

/** ajv's ucs2length (ajv/dist/runtime/ucs2length): characters counted as code points, a surrogate pair as one. */
function ucs2length(str: string): number {
  const len = str.length;
  let length = 0;
  let pos = 0;
  while (pos < len) {
    length++;
    const value = str.charCodeAt(pos++);
    if (value >= 0xd800 && value <= 0xdbff && pos < len && (str.charCodeAt(pos) & 0xfc00) === 0xdc00) pos++;
  }
  return length;
}
/** What standalone code calls for it (the precompiled validators use ajv's own copy). */
const UCS2LENGTH = _`require("ajv/dist/runtime/ucs2length").default`;

/**
 * maxLength / minLength as ajv has them (same keyword, error, params and message), counting characters only near
 * the limit: a string's length in code points lies between half its length in code units (rounded up) and that
 * length, so a help body far below its maxLength, or a name twice its minLength, needs no count (counting every
 * character of every text was more than half of the schema checks' time over 100 brands).
 */
function limitLengthCode(cxt: KeywordCxt): void {
  const { keyword, data, schemaCode, gen } = cxt;
  const count = gen.scopeValue('func', { ref: ucs2length, code: UCS2LENGTH });
  cxt.fail$data(
    keyword === 'maxLength'
      ? _`${data}.length > ${schemaCode} && ${count}(${data}) > ${schemaCode}`
      : _`${data}.length < ${schemaCode} || (${data}.length < 2 * ${schemaCode} && ${count}(${data}) < ${schemaCode})`,
  );
}
/** Part of the precompiled validators' hash: what limitLengthCode generates. */
const LENGTH_CODE_VERSION = 'limitLength: counted near the limit (1)';

/** An ajv for the brand files: BRAND_AJV_OPTIONS-like options, string lengths counted only near their limits. */
export function brandAjv(options: Options = BRAND_AJV_OPTIONS): Ajv2020 {
  const ajv = new Ajv2020(options);
  // getKeyword answers this instance's own copy of the definition (ajv copies it per instance): its code is
  // replaced here only, and the rule keeps its place (errors are reported in the same order).
  for (const keyword of ['maxLength', 'minLength']) {
    const definition = ajv.getKeyword(keyword) as CodeKeywordDefinition;
    definition.code = limitLengthCode;
  }
  return ajv;
}

/**
 * The brand validators precompiled by the build (scripts/build-validators.ts) beside the server's bundle: a cold
 * start then only checks that they were made from these very schema files, instead of compiling them (ajv's code
 * generation for the brand schemas was a third of a second of every start). Running from source, or when a schema
 * changed since the build, they are compiled here as before.
 */
export const PRECOMPILED_BRAND_VALIDATORS = 'brand-validators.cjs';

/** Identifies the schema files' contents and the options they are compiled with (the precompiled ones carry it). */
export function brandSchemasHash(texts: readonly string[]): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(BRAND_AJV_OPTIONS));
  hash.update(LENGTH_CODE_VERSION);
  for (const [i, text] of texts.entries()) hash.update(`\0${SCHEMA_FILES[i]}\0${text}`);
  return hash.digest('hex');
}

/** The schema files' text, in SCHEMA_FILES order. */
export function brandSchemaTexts(): string[] {
  return SCHEMA_FILES.map((name) => readFileSync(join(projectRoot, 'schemas', name), 'utf8'));
}

interface Precompiled {
  hash: string;
  validators: Record<SchemaFile, ValidateFunction>;
}

/**
 * The build's validators when they are there and were made from `hash`'s schemas, else undefined: beside this
 * module in the server's bundle, else the build's copy (dist/server) for the same checks run from source
 * (`npm run brand:check`, which compiled every schema on each run).
 */
function precompiled(hash: string): Map<SchemaFile, ValidateFunction> | undefined {
  const here = new URL(PRECOMPILED_BRAND_VALIDATORS, import.meta.url);
  const candidates = [
    ...(here.protocol === 'file:' ? [fileURLToPath(here)] : []),
    join(projectRoot, 'dist/server', PRECOMPILED_BRAND_VALIDATORS),
  ];
  for (const file of candidates) {
    if (!existsSync(file)) continue;
    try {
      const built = createRequire(import.meta.url)(file) as Precompiled;
      if (built.hash === hash) return new Map(SCHEMA_FILES.map((name) => [name, built.validators[name]]));
    } catch {
      // not loadable: the next candidate, or compiled here
    }
  }
  return undefined;
}

let compiled: Map<SchemaFile, ValidateFunction> | undefined;

export function schemaValidator(file: SchemaFile): ValidateFunction {
  if (!compiled) {
    const texts = brandSchemaTexts();
    compiled = precompiled(brandSchemasHash(texts));
    if (!compiled) {
      const ajv = brandAjv();
      const schemas = texts.map((text) => JSON.parse(text));
      for (const schema of schemas) ajv.addSchema(schema);
      compiled = new Map(SCHEMA_FILES.map((name, i) => [name, ajv.getSchema(schemas[i].$id)!]));
    }
  }
  return compiled.get(file)!;
}

/** One readable problem per ajv error: the pointer names the offending key itself for unknown keys. */
export function describeAjvError(error: ErrorObject, data?: unknown): { pointer: string; reason: string } {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'enum' && error.schemaPath.includes('/$defs/language/')) {
    return {
      pointer: error.instancePath || '/',
      reason: `unknown language code ${JSON.stringify(valueAt(data, error.instancePath))}: a brand may offer only the languages of spec §9 (${LANGUAGES.join(', ')})`,
    };
  }
  switch (error.keyword) {
    case 'additionalProperties':
      return {
        pointer: `${error.instancePath}/${String(params.additionalProperty)}`,
        reason: `unknown key "${String(params.additionalProperty)}" (not allowed here; check the spelling)`,
      };
    case 'required':
      return {
        pointer: `${error.instancePath}/${String(params.missingProperty)}`,
        reason: `missing required key "${String(params.missingProperty)}"`,
      };
    case 'enum':
      return {
        pointer: error.instancePath || '/',
        reason: `must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`,
      };
    case 'propertyNames':
      return {
        pointer: `${error.instancePath}/${String(params.propertyName)}`,
        reason: `"${String(params.propertyName)}" is not an allowed key here`,
      };
    default:
      return { pointer: error.instancePath || '/', reason: error.message ?? error.keyword };
  }
}

/** The value at a JSON pointer (for naming the offending value in a problem). */
function valueAt(data: unknown, pointer: string): unknown {
  let node = data;
  for (const part of pointer.split('/').slice(1)) {
    const key = part.replaceAll('~1', '/').replaceAll('~0', '~');
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  }
  return node;
}
