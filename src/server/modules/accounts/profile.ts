/** A trimmed string of a request body field, or '' when absent or not a string. */
export const bodyString = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The optional contact and identity fields a registration form may carry into account.profile. */
const PROFILE_FIELDS = [
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
] as const;

/** account.profile from a registration body: the profile fields that were filled in, trimmed. */
export function profileFromBody(body: Record<string, unknown>): Record<string, string> {
  const profile: Record<string, string> = {};
  for (const key of PROFILE_FIELDS) {
    const value = bodyString(body[key]);
    if (value) profile[key] = value;
  }
  return profile;
}
