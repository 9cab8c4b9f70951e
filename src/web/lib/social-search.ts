/** The search parameters a social sign-in comes back with (?social=<provider>, ?socialError=<code>), checked. */
export function socialSearch(search: Record<string, unknown>): { social?: string; socialError?: string } {
  const out: { social?: string; socialError?: string } = {};
  if (typeof search.social === 'string' && /^[a-z][a-z0-9-]{1,30}$/.test(search.social))
    out.social = search.social;
  if (typeof search.socialError === 'string' && /^[a-z_]{3,40}$/.test(search.socialError))
    out.socialError = search.socialError;
  return out;
}
