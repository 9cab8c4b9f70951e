import { queryOptions } from '@tanstack/react-query';
import type { HelpCenter } from '@/core/api/system';
import { api } from '@/web/lib/api';

export type { HelpSection } from '@/core/api/system';

/** The brand's help centre in a language (spec §7 getHelpV2: lang and device WEB). */
export const helpCenterQuery = (language: string) =>
  queryOptions({
    queryKey: ['help-center', language],
    queryFn: () =>
      api<HelpCenter>(`/wps/system/helpCenter?lang=${encodeURIComponent(language)}&device=WEB`).then(
        (value) => value.sections,
      ),
    staleTime: 30 * 60_000,
  });
