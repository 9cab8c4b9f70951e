import { useEffect, useMemo, useState } from 'react';

type Sanitize = (html: string) => string;

let sanitizer: Sanitize | undefined;
let loading: Promise<Sanitize> | undefined;

/** DOMPurify, loaded with the first operator HTML to show (not with the pages every visitor opens first). */
function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('dompurify').then(({ default: DOMPurify }) => {
    sanitizer = (html: string) => {
      const sanitized = DOMPurify.sanitize(html, {
        USE_PROFILES: { html: true },
        FORBID_TAGS: ['style', 'form'],
      });
      const template = document.createElement('template');
      template.innerHTML = sanitized;
      for (const link of template.content.querySelectorAll('a')) {
        link.setAttribute('target', '_blank');
        link.setAttribute('rel', 'noopener noreferrer');
      }
      return template.innerHTML;
    };
    return sanitizer;
  });
  return loading;
}

/**
 * true once the sanitiser has loaded (at once after the first time). A dialog made of operator HTML waits for it,
 * so it opens at its full size instead of growing (and moving) when its content arrives.
 */
export function useSanitizerReady(): boolean {
  const [ready, setReady] = useState(sanitizer !== undefined);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void loadSanitizer().then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}

/**
 * Operator HTML (announcements, popups) rendered only after DOMPurify; links open safely in a new tab. Until the
 * sanitiser has loaded (a moment, once) the box stays empty: unsanitised HTML never reaches the DOM.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const ready = useSanitizerReady();
  const clean = useMemo(() => (ready && sanitizer ? sanitizer(html) : ''), [ready, html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify (loadSanitizer) just above
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
