import { AppError } from '@/server/errors';

/** A reason as recorded: trimmed, 3–500 characters (the schema counts spaces; three spaces are no reason). */
export function reasonOf(value: string): string {
  const text = value.trim();
  if (text.length < 3 || text.length > 500)
    throw new AppError('invalid_request', { field: 'reason', detail: '3–500' });
  return text;
}
