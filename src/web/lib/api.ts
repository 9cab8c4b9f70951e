/** The API client: envelope unwrapping, brand preview and language headers, typed errors. */
import type { Envelope } from '@/core/api/schema';
import { currentModuleId } from './module-id';

export type { Envelope };

export class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    /** The server's translated message; empty when the failure happened before the server answered. */
    readonly serverMessage: string,
    readonly value: unknown = null,
  ) {
    super(serverMessage || code);
  }
}

const context: { previewBrand?: string; language?: string; token?: string | null } = {};

export function setApiContext(next: {
  previewBrand?: string;
  language?: string;
  token?: string | null;
}): void {
  Object.assign(context, next);
}

type Listener = (error: ApiError) => void;
const listeners = new Set<Listener>();

/** Observes every failed call (the auth feature ends a dead session and shows the real-account dialog). */
export function onApiError(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The headers every call carries: brand preview, language, the session token (also for streams) and the module
 * id of the screen making it (spec §7, lib/module-id.ts).
 */
export function apiHeaders(init?: HeadersInit): Headers {
  const headers = new Headers(init);
  if (!headers.has('x-module-id')) headers.set('x-module-id', currentModuleId());
  if (context.previewBrand) headers.set('x-brand', context.previewBrand);
  if (context.language) headers.set('x-language', context.language);
  if (context.token && !headers.has('authorization')) headers.set('authorization', `Bearer ${context.token}`);
  return headers;
}

export async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = apiHeaders(init.headers);
  headers.set('accept', 'application/json');
  if (typeof init.body === 'string' && !headers.has('content-type'))
    headers.set('content-type', 'application/json');
  let response: Response;
  try {
    response = await fetch(path, { ...init, headers });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError('network', 0, '');
  }
  let body: Envelope<T> | undefined;
  try {
    body = (await response.json()) as Envelope<T>;
  } catch {
    throw new ApiError(response.ok ? 'unknown_error' : 'network', response.status, '');
  }
  if (!response.ok || !body.success) {
    const error = new ApiError(body.code ?? 'unknown_error', response.status, body.message ?? '', body.value);
    for (const listener of listeners) listener(error);
    throw error;
  }
  return body.value;
}

/** JSON body helpers. */
export const post = <T>(path: string, body?: unknown) =>
  api<T>(path, { method: 'POST', body: JSON.stringify(body ?? {}) });
export const put = <T>(path: string, body?: unknown) =>
  api<T>(path, { method: 'PUT', body: JSON.stringify(body ?? {}) });
export const del = <T>(path: string) => api<T>(path, { method: 'DELETE' });
