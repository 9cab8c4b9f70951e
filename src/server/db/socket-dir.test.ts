import { describe, expect, it } from 'vitest';
import { socketDirFor } from './embedded';

describe('the embedded cluster’s Unix socket folder', () => {
  it('is the cluster folder when the socket path fits the kernel’s 107 bytes', () => {
    expect(socketDirFor('/srv/marquee/data/pg')).toBe('/srv/marquee/data/pg');
    const longest = `/${'a'.repeat(107 - '/.s.PGSQL.65535'.length - 1)}`;
    expect(socketDirFor(longest)).toBe(longest);
    expect(socketDirFor(`${longest}b`)).toBeUndefined();
  });

  it('is none (TCP only) for a folder whose name the setting would have to quote', () => {
    expect(socketDirFor('/srv/my data/pg')).toBeUndefined();
    expect(socketDirFor('/srv/a,b/pg')).toBeUndefined();
    expect(socketDirFor("/srv/it's/pg")).toBeUndefined();
  });
});
