import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Operator HTML (announcements, popups) rendered only after DOMPurify; links open safely in a new tab. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => {
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
  }, [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
