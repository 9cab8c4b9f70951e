import { describe, expect, it } from 'vitest';
import { revalidate } from './revalidate';

describe('revalidate: shown field messages follow the value once shown', () => {
  it('drops a message the field no longer deserves and updates a changed one', () => {
    const shown = { username: 'This field is required', password: 'This field is required', code: undefined };
    const next = revalidate(shown, { password: 'At least 8 characters', code: 'This field is required' });
    expect(next).toEqual({ username: undefined, password: 'At least 8 characters', code: undefined });
  });
  it('keeps the same object when nothing changes', () => {
    const shown = { username: 'This field is required' };
    expect(revalidate(shown, { username: 'This field is required' })).toBe(shown);
    const none = {};
    expect(revalidate(none, { username: 'x' })).toBe(none);
  });
});
