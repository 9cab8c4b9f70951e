/**
 * Stable machine codes of API errors and their HTTP statuses. The translated text of each code lives in
 * locales/<lang>/errors.json under the same key, shared by the server (envelope message) and the SPA.
 */
export const ERROR_STATUS = {
  invalid_request: 400,
  field_invalid: 400,
  empty_credentials: 400,
  captcha_required: 400,
  captcha_invalid: 400,
  invitation_code_error: 400,
  referral_code_invalid: 400,
  verification_code_invalid: 400,
  verification_code_expired: 400,
  old_password_wrong: 400,
  password_mismatch: 400,
  login_failed: 401,
  in_need_true_account: 403,
  non_member_login: 403,
  non_agent_login: 403,
  account_disabled: 403,
  feature_disabled: 403,
  user_not_found: 404,
  username_taken: 409,
  mobile_taken: 409,
  verification_required: 428,
  sms_throttled: 429,
  login_throttled: 429,
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
