import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import { LANGUAGES } from '@/core/languages';
import { projectRoot } from '../paths';

/** The brand-file schemas, compiled once per process with every error reported and no coercion. */
const SCHEMA_FILES = [
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

let compiled: Map<SchemaFile, ValidateFunction> | undefined;

export function schemaValidator(file: SchemaFile): ValidateFunction {
  if (!compiled) {
    const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
    const schemas = SCHEMA_FILES.map((name) =>
      JSON.parse(readFileSync(join(projectRoot, 'schemas', name), 'utf8')),
    );
    for (const schema of schemas) ajv.addSchema(schema);
    compiled = new Map(SCHEMA_FILES.map((name, i) => [name, ajv.getSchema(schemas[i].$id)!]));
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
