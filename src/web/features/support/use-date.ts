import { useMemo } from 'react';
import { useFormat } from '@/web/lib/use-format';

/** Date and time in the interface language (src/core/format.ts). */
export function useDateTime() {
  const format = useFormat();
  return useMemo(
    () => ({ dateTime: (iso: string) => format.dateTime(iso), time: (iso: string) => format.time(iso) }),
    [format],
  );
}
