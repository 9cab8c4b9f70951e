/**
 * Captcha challenges.
 */

export interface CaptchaTable {
  id: string;
  brand_code: string;
  answer: string;
  expires_at: Date;
  used_at: Date | null;
}

/** The captcha tables, as the database type composes them (src/server/db/database.ts). */
export interface CaptchaTables {
  captcha: CaptchaTable;
}
