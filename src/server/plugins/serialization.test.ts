import { describe, expect, it } from 'vitest';
import { CompileQueue } from './lazy-compile';
import { buildSerializer } from './serialization';

describe('response serializers compiled after start', () => {
  const schema = {
    type: 'object',
    properties: { n: { type: 'integer' }, s: { type: 'string' } },
    required: ['n'],
  };

  it('serialize as fast-json-stringify does, compiled on first use or in the background', async () => {
    const queue = new CompileQueue();
    const compiler = buildSerializer({}, {}, queue);
    const first = compiler({ schema, method: 'GET', url: '/a', httpStatus: '200' });
    const second = compiler({ schema, method: 'GET', url: '/b', httpStatus: '200' });
    // Keys the schema does not name are left out; the integer is written as one.
    expect(first({ n: 3, s: 'x', secret: 'no' })).toBe('{"n":3,"s":"x"}');
    await queue.compileInBackground(0);
    expect(second({ n: 4.0, s: 'y' })).toBe('{"n":4,"s":"y"}');
  });

  it('do not compile at registration: a broken schema fails its first use, not the start', () => {
    const compiler = buildSerializer({}, {});
    const broken = { type: 'object', properties: { a: { $ref: '#/definitions/missing' } } };
    const serialize = compiler({ schema: broken, method: 'GET', url: '/broken', httpStatus: '200' });
    expect(() => serialize({ a: 1 })).toThrow();
  });
});
