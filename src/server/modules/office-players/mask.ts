/**
 * Personal data as a staff member without `players.pii` sees it (docs/back-office.md "Player 360"): enough to
 * tell records apart and to confirm what a caller says, never the whole value.
 */
export function maskTail(value: string | null, keep = 4): string | null {
  if (value === null || value === '') return value;
  if (value.length <= keep) return '*'.repeat(value.length);
  return `${'*'.repeat(Math.min(value.length - keep, 8))}${value.slice(-keep)}`;
}

export function maskEmail(value: string | null): string | null {
  if (!value) return value;
  const at = value.lastIndexOf('@');
  if (at <= 0) return maskTail(value, 2);
  return `${value[0]}***${value.slice(at)}`;
}

export function maskName(value: string | null): string | null {
  if (!value) return value;
  return value
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => `${[...part][0]}${'*'.repeat(Math.max(1, Math.min([...part].length - 1, 6)))}`)
    .join(' ');
}

/** The masks applied when `pii` is false; the values themselves when it is true. */
export function personal(pii: boolean) {
  return {
    mobile: (v: string | null) => (pii ? v : maskTail(v)),
    email: (v: string | null) => (pii ? v : maskEmail(v)),
    name: (v: string | null) => (pii ? v : maskName(v)),
    accountNo: (v: string) => (pii ? v : (maskTail(v) ?? '')),
  };
}
