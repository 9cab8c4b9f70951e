import { setApiContext } from './api';

/** The session token lives in session storage (spec §4: "On success the token is stored in session storage"). */
const KEY = 'token';

export function readToken(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function writeToken(token: string | null): void {
  try {
    if (token) sessionStorage.setItem(KEY, token);
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage unavailable: the token lives in memory for this page only.
  }
  setApiContext({ token });
}
