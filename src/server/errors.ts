import { ERROR_STATUS, type ErrorCode } from '../core/error-codes';

/** A failure with a stable code; the envelope plugin turns it into {success:false, code, message, value}. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode | (string & {}),
    readonly params: Record<string, unknown> = {},
    status?: number,
    /** Extra data for the client (e.g. a captcha image on a failed login). */
    readonly value: unknown = null,
  ) {
    super(code);
    this.status = status ?? (ERROR_STATUS as Record<string, number>)[code] ?? 400;
  }
}

/** 429 too_many_requests until `until`: the message and Retry-After carry the whole seconds left (at least 1). */
export function tooManyRequests(until: Date): AppError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
  return new AppError('too_many_requests', { seconds, count: seconds });
}
