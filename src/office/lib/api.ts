/** The console's API client: the staff token, the console language, envelope unwrapping, typed errors. */
import type { Envelope } from '@/core/api/schema';
import { ApiError } from '@/web/lib/api';

export { ApiError };

const TOKEN_KEY = 'mq_office_token';
const context: { token: string | null; language: string } = { token: readToken(), language: 'en' };

function readToken(): string | null {
  try {
    return sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

/** The staff session token lives in this tab's session storage only (a bearer token: no cookie, no CSRF). */
export function setToken(token: string | null): void {
  context.token = token;
  try {
    if (token) sessionStorage.setItem(TOKEN_KEY, token);
    else sessionStorage.removeItem(TOKEN_KEY);
  } catch {
    // Private mode: the token lives for this page only.
  }
}

export const currentToken = () => context.token;
export const setApiLanguage = (language: string) => {
  context.language = language;
};

type Listener = () => void;
const signedOut = new Set<Listener>();
/** Called when the server says the session is over (idle, logged out elsewhere, locked). */
export function onSignedOut(listener: Listener): () => void {
  signedOut.add(listener);
  return () => signedOut.delete(listener);
}

function headers(init?: HeadersInit): Headers {
  const h = new Headers(init);
  h.set('x-language', context.language);
  if (context.token) h.set('authorization', `Bearer ${context.token}`);
  return h;
}

async function call(path: string, init: RequestInit = {}): Promise<Response> {
  const h = headers(init.headers);
  if (typeof init.body === 'string') h.set('content-type', 'application/json');
  try {
    return await fetch(path, { ...init, headers: h });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError('network_error', 0, '');
  }
}

async function failure(response: Response): Promise<ApiError> {
  let body: Partial<Envelope<unknown>> = {};
  try {
    body = (await response.json()) as Envelope<unknown>;
  } catch {
    // Not JSON (a proxy's page): the status says enough.
  }
  const error = new ApiError(
    body.code ?? 'server_error',
    response.status,
    body.message ?? '',
    body.value ?? null,
  );
  if (response.status === 401 && context.token) for (const listener of signedOut) listener();
  return error;
}

/** A JSON call of /office/api: the envelope's value, or an ApiError with the server's translated message. */
export async function officeApi<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await call(path, init);
  if (!response.ok) throw await failure(response);
  const body = (await response.json()) as Envelope<T>;
  if (!body.success) throw new ApiError(body.code, response.status, body.message, body.value);
  return body.value;
}

/** POST a JSON body. */
export const officePost = <T>(path: string, body: unknown = {}) =>
  officeApi<T>(path, { method: 'POST', body: JSON.stringify(body) });

/** Downloads a file answer (CSV export) under its server-given name. */
export async function officeDownload(path: string, fallbackName: string): Promise<void> {
  const response = await call(path);
  if (!response.ok) throw await failure(response);
  const blob = await response.blob();
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/** The path of a brand-scoped endpoint: /office/api/b/<brand>/<rest>. */
export const brandPath = (brand: string, rest: string) =>
  `/office/api/b/${encodeURIComponent(brand)}/${rest}`;
