import { describe, expect, it } from 'vitest';
import { CompileQueue } from './lazy-compile';
import { buildValidator, hardenSchema } from './validation';

const compile = (schema: object) =>
  buildValidator({}, { customOptions: { coerceTypes: 'array' } })({ schema });

describe('the request validator', () => {
  it('hands every integer/number node to the numeric parser, at any depth, on a copy', () => {
    const schema = {
      type: 'object',
      properties: {
        limit: { type: 'integer', minimum: 1, maximum: 200, default: 50 },
        nested: { type: 'object', properties: { ratio: { type: ['number', 'null'], exclusiveMaximum: 1 } } },
        list: { type: 'array', items: { type: 'integer', enum: [0, 1] } },
        either: { anyOf: [{ type: 'string' }, { type: 'integer' }] },
        name: { type: 'string' },
      },
    };
    const copy = JSON.parse(JSON.stringify(schema));
    expect(hardenSchema(schema)).toEqual({
      type: 'object',
      properties: {
        limit: { default: 50, 'x-numeric': { integer: true, minimum: 1, maximum: 200 } },
        nested: {
          type: 'object',
          properties: { ratio: { 'x-numeric': { integer: false, nullable: true, exclusiveMaximum: 1 } } },
        },
        list: { type: 'array', items: { 'x-numeric': { integer: true, enum: [0, 1] } } },
        either: { anyOf: [{ type: 'string' }, { 'x-numeric': { integer: true } }] },
        name: { type: 'string' },
      },
    });
    expect(schema).toEqual(copy);
  });

  it('refuses 1e309, Infinity and friends in query strings and bodies, and converts plain numbers', () => {
    const validate = compile({
      type: 'object',
      properties: {
        limit: { type: 'integer', minimum: 1, maximum: 200, default: 50 },
        ids: { type: 'array', items: { type: 'integer' } },
      },
    });
    for (const bad of [
      '1e309',
      'Infinity',
      '-1e309',
      '1e400',
      '1.5',
      '0x10',
      '',
      '201',
      Number.POSITIVE_INFINITY,
    ]) {
      expect(validate({ limit: bad }), String(bad)).toBe(false);
      expect(validate.errors?.[0]?.instancePath).toBe('/limit');
    }
    const data: Record<string, unknown> = { limit: '20', ids: ['3', 4] };
    expect(validate(data)).toBe(true);
    expect(data).toEqual({ limit: 20, ids: [3, 4] });
    const empty: Record<string, unknown> = {};
    expect(validate(empty)).toBe(true);
    expect(empty).toEqual({ limit: 50 });
    expect(validate({ ids: ['1e309'] })).toBe(false);
    expect(validate.errors?.[0]?.instancePath).toBe('/ids/0');
  });
});

describe('route validators compiled after start', () => {
  it('compile on first use or in the background, and validate the same either way', async () => {
    const schema = { type: 'object', properties: { n: { type: 'integer', maximum: 5 } }, required: ['n'] };
    const queue = new CompileQueue();
    const compiler = buildValidator({}, { customOptions: { coerceTypes: 'array' } }, queue);
    const first = compiler({ schema });
    const second = compiler({ schema });
    // Fastify hands the parent to a function with schemaEnv, so a root value can be coerced.
    expect(first.schemaEnv).toBeTruthy();
    expect(first({ n: '3' })).toBe(true);
    await queue.compileInBackground(0);
    const data = { n: '4' };
    expect(second(data)).toBe(true);
    expect(data).toEqual({ n: 4 });
    expect(second({ n: 9 })).toBe(false);
    expect(second.errors?.[0]?.instancePath).toBe('/n');
    expect(first({})).toBe(false);
    expect(first.errors?.[0]?.params).toEqual({ missingProperty: 'n' });
  });
});
