import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { LazyChildLogger, requestLogger } from './lazy-logger';

function logger(level: string) {
  const lines: Record<string, unknown>[] = [];
  const parent = pino({ level }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { parent, lines };
}

describe('requestLogger', () => {
  it('writes the lines the child would write, with its bindings, at the levels the parent enables', () => {
    const { parent, lines } = logger('warn');
    const log = requestLogger(parent, { reqId: 'r-1', modId: 'home' }, {});
    expect(log).toBeInstanceOf(LazyChildLogger);
    log.info('not written');
    log.debug('not written');
    log.warn({ detail: 1 }, 'written');
    log.error('also written');
    expect(lines.map((l) => [l.msg, l.reqId, l.modId, l.detail])).toEqual([
      ['written', 'r-1', 'home', 1],
      ['also written', 'r-1', 'home', undefined],
    ]);
    expect(log.level).toBe('warn');
    expect((log as unknown as LazyChildLogger).isLevelEnabled('info')).toBe(false);
  });

  it('builds no child until a line is written', () => {
    const { parent } = logger('warn');
    let children = 0;
    const counting = Object.assign(Object.create(parent), {
      child: (...args: Parameters<typeof parent.child>) => {
        children++;
        return parent.child(...args);
      },
    });
    const log = requestLogger(counting, { reqId: 'r-2' }, {});
    log.info('skipped');
    log.trace('skipped');
    expect(children).toBe(0);
    log.warn('written');
    log.error('written');
    expect(children).toBe(1);
  });

  it('a level set on the request logger applies to its lines; a route log level makes the child at once', () => {
    const { parent, lines } = logger('warn');
    const log = requestLogger(parent, { reqId: 'r-3' }, {});
    log.level = 'info';
    log.info('now written');
    expect(lines.map((l) => l.msg)).toEqual(['now written']);
    expect(parent.level).toBe('warn');
    const route = requestLogger(parent, { reqId: 'r-4' }, { level: 'error' });
    expect(route).not.toBeInstanceOf(LazyChildLogger);
    route.warn('not written');
    expect(lines).toHaveLength(1);
    const child = log.child({ extra: true });
    child.warn('child line');
    expect(lines.at(-1)).toMatchObject({ reqId: 'r-3', extra: true, msg: 'child line' });
  });
});
