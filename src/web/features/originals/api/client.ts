import { api } from '@/web/lib/api';

/** Every game call carries the game session (docs/originals-api.md) in X-Game-Session. */
export const gameGet = <T>(session: string, path: string, signal?: AbortSignal) =>
  api<T>(path, { headers: { 'x-game-session': session }, signal });

export const gamePost = <T>(session: string, path: string, body: unknown = {}) =>
  api<T>(path, { method: 'POST', body: JSON.stringify(body), headers: { 'x-game-session': session } });

/** A client request id (idempotency of a bet click): crypto.getRandomValues works on plain HTTP too. */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `mq-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
