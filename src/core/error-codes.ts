/**
 * Stable machine codes of API errors and their HTTP statuses. The translated text of each code lives in
 * locales/<lang>/errors.json under the same key, shared by the server (envelope message) and the SPA.
 */
export const ERROR_STATUS = {
  invalid_request: 400,
  unauthorized: 401,
  forbidden: 403,
  region_restricted: 403,
  not_found: 404,
  invalid_domain: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  unknown_error: 500,
  maintenance: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(ERROR_STATUS, code);
}
