import { useEffect, useMemo, useState } from 'react';
import {
  isAllowedImageUrl,
  isAllowedLinkUrl,
  isExternalLink,
  SAFE_HTML_ATTRIBUTES,
  SAFE_HTML_ELEMENTS,
  type SafeHtmlPolicy,
  safeHtmlPolicy,
} from '@/core/safe-html';
import { useBootstrap } from '../lib/use-bootstrap';

type Sanitize = (html: string, policy: SafeHtmlPolicy) => string;

let sanitizer: Sanitize | undefined;
let loading: Promise<Sanitize> | undefined;

const ALLOWED_ATTR = [...new Set(Object.values(SAFE_HTML_ATTRIBUTES).flat())];

/**
 * DOMPurify, loaded with the first operator HTML to show (not with the pages every visitor opens first), with the
 * allowlist the server and the brand check use (core/safe-html.ts): the same elements and attributes, images only
 * from the brand's assets and image CDNs, links only to site paths, #fragments, http(s) and mailto:, external ones
 * in a new tab without opener or referrer.
 */
function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('dompurify').then(({ default: DOMPurify }) => {
    sanitizer = (html, policy) => {
      const fragment = DOMPurify.sanitize(html, {
        ALLOWED_TAGS: [...SAFE_HTML_ELEMENTS],
        ALLOWED_ATTR,
        ALLOW_DATA_ATTR: false,
        ALLOW_ARIA_ATTR: false,
        RETURN_DOM_FRAGMENT: true,
      });
      for (const image of fragment.querySelectorAll('img')) {
        if (!isAllowedImageUrl(image.getAttribute('src') ?? '', policy)) image.remove();
      }
      for (const link of fragment.querySelectorAll('a')) {
        const href = link.getAttribute('href');
        if (href !== null && !isAllowedLinkUrl(href)) link.removeAttribute('href');
        if (href !== null && isExternalLink(href) && link.hasAttribute('href')) {
          link.setAttribute('target', '_blank');
          link.setAttribute('rel', 'noopener noreferrer');
        } else {
          link.removeAttribute('target');
          link.removeAttribute('rel');
        }
      }
      const box = document.createElement('div');
      box.append(fragment);
      return box.innerHTML;
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
 * Operator HTML (announcements, popups) rendered only after DOMPurify; external links open safely in a new tab. Until the
 * sanitiser has loaded (a moment, once) the box stays empty: unsanitised HTML never reaches the DOM.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const ready = useSanitizerReady();
  const { brand, imageCDNs } = useBootstrap();
  const clean = useMemo(
    () => (ready && sanitizer ? sanitizer(html, safeHtmlPolicy(brand.code, imageCDNs)) : ''),
    [ready, html, brand.code, imageCDNs],
  );
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify (loadSanitizer) just above
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
