import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export interface HelpSection {
  term: string;
  title: string;
  /** Markdown-lite (src/core/help-text.ts), rendered by HelpText as elements. */
  body: string;
}

/** The brand's help centre in a language (spec §7 getHelpV2: lang and device WEB). */
export const helpCenterQuery = (language: string) =>
  queryOptions({
    queryKey: ['help-center', language],
    queryFn: () =>
      api<{ language: string; sections: HelpSection[] }>(
        `/wps/system/helpCenter?lang=${encodeURIComponent(language)}&device=WEB`,
      ).then((value) => value.sections),
    staleTime: 30 * 60_000,
  });
