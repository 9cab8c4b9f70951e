import { EMAIL_RESET_CODE_MINUTES } from '@/core/verification';

/**
 * Email reset requests still waiting for their code, by username, kept for the code's lifetime: closing the
 * dialog (or reloading) must not make the player ask again — a second request is refused until the first code
 * expires, and the first code still works. Only usernames and expiry times are stored (no code, no address).
 */
const KEY = 'mq_reset_pending';

type Pending = Record<string, number>;

const normal = (username: string) => username.trim();

function read(now: number): Pending {
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) ?? '{}') as unknown;
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(
      Object.entries(parsed as Record<string, unknown>).filter(
        (entry): entry is [string, number] => typeof entry[1] === 'number' && entry[1] > now,
      ),
    );
  } catch {
    return {};
  }
}

function write(pending: Pending): void {
  try {
    if (Object.keys(pending).length === 0) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify(pending));
  } catch {
    // Private mode: the request is remembered for this dialog only.
  }
}

/** A code was mailed for this username just now (or `seconds` remain of one mailed before). */
export function rememberResetRequest(
  username: string,
  seconds = EMAIL_RESET_CODE_MINUTES * 60,
  now = Date.now(),
): void {
  write({ ...read(now), [normal(username)]: now + seconds * 1000 });
}

/** The username of the newest request whose code may still be valid, or null. */
export function pendingResetUsername(now = Date.now()): string | null {
  const entries = Object.entries(read(now)).sort((a, b) => b[1] - a[1]);
  return entries[0]?.[0] ?? null;
}

/** The code was used (password reset): forget the request. */
export function forgetResetRequest(username: string, now = Date.now()): void {
  const pending = read(now);
  delete pending[normal(username)];
  write(pending);
}
