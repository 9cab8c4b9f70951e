/**
 * Age on a given day from a birthday (spec §5 birthday check, §9 age gates). Pure and isomorphic: the register
 * form and the server decide the same way.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date "yyyy-MM-dd" as [year, month, day], or null (not a real date, or outside 1900–9999). */
export function parseBirthday(text: string): [number, number, number] | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return [year, month, day];
}

/**
 * Completed years between a birthday and `today` (a UTC calendar day), or null for an invalid date or a birthday
 * after today. Someone born on 29 February turns a year older on 1 March in a common year.
 */
export function ageOn(birthday: string, today: Date): number | null {
  const parsed = parseBirthday(birthday);
  if (!parsed) return null;
  const [year, month, day] = parsed;
  const [ty, tm, td] = [today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate()];
  let age = ty - year;
  if (tm < month || (tm === month && td < day)) age -= 1;
  return age < 0 ? null : age;
}
