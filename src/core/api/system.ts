/**
 * The system API (spec §3 "Bootstrap", §7): the brand's status, feature tree, registration settings, domains,
 * bootstrap info and help centre. Each endpoint's contract is written here once (docs/api-contracts.md).
 */
import { contract } from './contract';
import { Enum, type Static, Str, Type } from './schema';

const tags = ['system'];

export const HelpSection = Type.Object({
  term: Type.String({ description: 'Stable id of the section: /helpmc#<term>' }),
  title: Str,
  /** Markdown-lite (src/core/help-text.ts): the client renders it as elements, never as HTML. */
  body: Type.String({
    description: 'Markdown-lite: paragraphs, "- " and "1. " lists, **bold**, [links](…)',
  }),
});
export type HelpSection = Static<typeof HelpSection>;

export const HelpCenter = Type.Object({ language: Str, sections: Type.Array(HelpSection) });
export type HelpCenter = Static<typeof HelpCenter>;

/** Help centre (spec §7 getHelpV2: GET /wps/system/helpCenter?lang&device=WEB). */
export const helpCenter = contract({
  method: 'GET',
  url: '/wps/system/helpCenter',
  tags,
  summary:
    "The brand's help centre (content/help.json) in a language: sections with a stable term, a title and a markdown-lite body",
  querystring: Type.Object({
    lang: Type.Optional(
      Type.String({
        pattern: '^[A-Za-z]{2}$',
        description: 'en, ty, vi, cn or th; a language the brand does not support gives its default',
      }),
    ),
    device: Type.Optional(Enum(['WEB'] as const, { default: 'WEB' })),
    language: Type.Optional(Type.String({ maxLength: 10 })),
  }),
  value: HelpCenter,
});
