import type { InputHTMLAttributes } from 'react';

/**
 * Inputs whose text is left to right in every language (docs/rtl.md): amounts, phone numbers, codes, usernames,
 * e-mail addresses. They get `dir="ltr"` unless the caller says otherwise, so "+971 50 123 4567" or "-10.50" is
 * typed and read in order on a right-to-left page.
 */
export function ltrInputDir(input: InputHTMLAttributes<HTMLInputElement>): 'ltr' | undefined {
  if (input.dir) return undefined;
  const type = input.type ?? 'text';
  const mode = input.inputMode ?? '';
  const complete = input.autoComplete ?? '';
  return ['tel', 'email', 'number', 'url', 'password'].includes(type) ||
    ['numeric', 'decimal', 'tel', 'email', 'url'].includes(mode) ||
    /^(username|tel|email|one-time-code|new-password|current-password)/.test(complete)
    ? 'ltr'
    : undefined;
}
