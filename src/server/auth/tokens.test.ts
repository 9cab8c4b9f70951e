import { describe, expect, it } from 'vitest';
import { randomId16 } from './tokens';

describe('randomId16', () => {
  it('answers 22 base64url characters, all different across more ids than one pool holds', () => {
    const ids = Array.from({ length: 1_000 }, () => randomId16());
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
