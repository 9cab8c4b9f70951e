import { describe, expect, it } from 'vitest';
import { ageOn, parseBirthday } from './age';
import { AGE_GATES, DEFAULT_ACCOUNT_POLICY, minimumAge } from './brand';

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('age gates (spec §9: 18 for the agreement, 21 for the birthday check)', () => {
  it('the minimum age follows the brand setting', () => {
    expect(AGE_GATES).toEqual({ registration: 18, birthdayCheck: 21 });
    expect(minimumAge(DEFAULT_ACCOUNT_POLICY)).toBe(18);
    expect(minimumAge({ birthdayCheck: true })).toBe(21);
  });
  it('counts completed years, the birthday itself included', () => {
    expect(ageOn('2005-06-15', day('2026-06-14'))).toBe(20);
    expect(ageOn('2005-06-15', day('2026-06-15'))).toBe(21);
    expect(ageOn('2004-02-29', day('2025-02-28'))).toBe(20);
    expect(ageOn('2004-02-29', day('2025-03-01'))).toBe(21);
  });
  it('refuses dates that do not exist or lie ahead', () => {
    expect(parseBirthday('2001-02-29')).toBeNull();
    expect(parseBirthday('2001-13-01')).toBeNull();
    expect(parseBirthday('01-02-2001')).toBeNull();
    expect(parseBirthday('1899-12-31')).toBeNull();
    expect(ageOn('2030-01-01', day('2026-01-01'))).toBeNull();
  });
});
