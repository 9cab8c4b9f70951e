import { useRouter } from '@tanstack/react-router';
import { Fragment, type ReactNode, useMemo } from 'react';
import { type HelpInline, helpLinkKind, parseHelpText } from '@/core/help-text';
import * as css from './help.css';

function Inlines({ inlines, termHref }: { inlines: HelpInline[]; termHref: (term: string) => string }) {
  const router = useRouter();
  return inlines.map((inline, i): ReactNode => {
    const key = `${i}-${inline.kind}`;
    if (inline.kind === 'text') return <Fragment key={key}>{inline.text}</Fragment>;
    if (inline.kind === 'strong') return <strong key={key}>{inline.text}</strong>;
    const kind = helpLinkKind(inline.href);
    if (kind === 'external') {
      return (
        <a key={key} href={inline.href} target="_blank" rel="noopener noreferrer">
          {inline.text}
        </a>
      );
    }
    if (kind === null) return <Fragment key={key}>{inline.text}</Fragment>;
    const href = kind === 'term' ? termHref(inline.href.slice(1)) : inline.href;
    return (
      <a
        key={key}
        href={href}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          void router.navigate({ href });
        }}
      >
        {inline.text}
      </a>
    );
  });
}

/**
 * A help body (markdown-lite) as React elements: paragraphs, lists, bold and links. Nothing is parsed as HTML, so
 * brand content can never inject markup; a link target outside the allowed kinds is shown as plain text.
 */
export function HelpText({ text, termHref }: { text: string; termHref: (term: string) => string }) {
  const blocks = useMemo(() => parseHelpText(text), [text]);
  return (
    <div className={css.text}>
      {blocks.map((block, i) => {
        const key = `${i}-${block.kind}`;
        if (block.kind === 'paragraph')
          return (
            <p key={key}>
              <Inlines inlines={block.inlines} termHref={termHref} />
            </p>
          );
        const List = block.ordered ? 'ol' : 'ul';
        return (
          <List key={key}>
            {block.items.map((item, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: list items of a static text
              <li key={j}>
                <Inlines inlines={item} termHref={termHref} />
              </li>
            ))}
          </List>
        );
      })}
    </div>
  );
}
