/**
 * The module id every call carries (spec §7 "each call also carries a module id"): the screen module the player
 * is on — the first path segment (`home` for /), with the page of the member and agent centres
 * (`member.depositv2`, `agentHome.agentTeamOverview`) and the game of an in-house screen (`originals.dice`).
 * Sent as X-Module-Id; the server logs it with the request.
 */
const SAFE = /[^A-Za-z0-9_.:-]/g;

export function moduleIdOf(pathname: string, search: string): string {
  const [first = '', second = ''] = pathname.split('/').filter(Boolean);
  const base = first === '' || first === 'index' || first === 'index.html' ? 'home' : first;
  let detail = '';
  if (base === 'member' || base === 'agentHome') detail = new URLSearchParams(search).get('page') ?? '';
  else if (base === 'originals' || base === 'download') detail = second;
  const id = (detail ? `${base}.${detail}` : base).replace(SAFE, '').slice(0, 64);
  return id || 'home';
}

/** The module id of the page now shown. */
export function currentModuleId(): string {
  return typeof location === 'undefined' ? 'home' : moduleIdOf(location.pathname, location.search);
}
