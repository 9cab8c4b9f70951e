import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Ajv2020, type ErrorObject, type Options, type ValidateFunction } from 'ajv/dist/2020.js';
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

/** The build's validators when they are there and were made from `hash`'s schemas, else undefined. */
function precompiled(hash: string): Map<SchemaFile, ValidateFunction> | undefined {
  const file = new URL(PRECOMPILED_BRAND_VALIDATORS, import.meta.url);
  if (file.protocol !== 'file:' || !existsSync(file)) return undefined;
  try {
    const built = createRequire(import.meta.url)(file.pathname) as Precompiled;
    if (built.hash !== hash) return undefined;
    return new Map(SCHEMA_FILES.map((name) => [name, built.validators[name]]));
  } catch {
    return undefined;
  }
}

let compiled: Map<SchemaFile, ValidateFunction> | undefined;

export function schemaValidator(file: SchemaFile): ValidateFunction {
  if (!compiled) {
    const texts = brandSchemaTexts();
    compiled = precompiled(brandSchemasHash(texts));
    if (!compiled) {
      const ajv = new Ajv2020(BRAND_AJV_OPTIONS);
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
