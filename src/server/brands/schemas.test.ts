import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../paths';
import {
  BRAND_AJV_OPTIONS,
  brandAjv,
  brandSchemasHash,
  brandSchemaTexts,
  PRECOMPILED_BRAND_VALIDATORS,
  SCHEMA_FILES,
  schemaValidator,
} from './schemas';

describe('brandAjv string lengths', () => {
  const schema = {
    type: 'object',
    properties: {
      short: { type: 'string', minLength: 2, maxLength: 3 },
      long: { type: 'string', minLength: 3, maxLength: 6, pattern: '^[^x]*$' },
    },
  };
  const ours = brandAjv().compile(schema);
  const ajvs = new Ajv2020(BRAND_AJV_OPTIONS).compile(schema);
  const emoji = '😀'; // two code units, one character
  const lone = '\ud83d'; // a high surrogate alone counts as one character
  const strings = [
    '',
    'a',
    'ab',
    'abc',
    'abcd',
    emoji,
    emoji + emoji,
    emoji + emoji + emoji,
    emoji + emoji + emoji + emoji,
    `a${emoji}`,
    `ab${emoji}`,
    lone,
    lone + lone,
    `${lone}a`,
    `${emoji}${emoji}${emoji}${emoji}${emoji}${emoji}${emoji}`,
    'xxxxxxxxx',
    'ไทยไทย',
  ];

  it.each(strings)('%j is judged with the same errors as ajv counting every character', (text) => {
    const data = { short: text, long: text };
    expect(ours(data)).toBe(ajvs(data));
    expect(ours.errors ?? null).toEqual(ajvs.errors ?? null);
  });

  it('counts only near the limit, and leaves other ajv instances alone', () => {
    const mine = brandAjv({ ...BRAND_AJV_OPTIONS, code: { source: true } });
    expect(String(mine.compile({ type: 'string', maxLength: 3 }))).toContain('.length > 3 &&');
    const other = new Ajv2020({ ...BRAND_AJV_OPTIONS, code: { source: true } });
    expect(String(other.compile({ type: 'string', maxLength: 3 }))).not.toContain('.length > 3 &&');
  });
});

describe('schemaValidator from source', () => {
  const file = join(projectRoot, 'dist/server', PRECOMPILED_BRAND_VALIDATORS);
  const built = existsSync(file)
    ? (createRequire(import.meta.url)(file) as { hash: string; validators: Record<string, unknown> })
    : undefined;
  const fresh = built?.hash === brandSchemasHash(brandSchemaTexts());

  it.skipIf(!fresh)('uses the build’s precompiled validators when they were made from these schemas', () => {
    for (const name of SCHEMA_FILES) expect(schemaValidator(name)).toBe(built!.validators[name]);
  });
});
