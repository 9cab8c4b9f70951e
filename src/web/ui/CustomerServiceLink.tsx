import { Link } from '@tanstack/react-router';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBootstrap } from '../lib/use-bootstrap';
import { button } from './button.css';

/**
 * Opens the brand's customer service: its external URL when brand.json configures one (the path arrives
 * obfuscated in the bootstrap; the decoder, crypto-js AES, loads after the first render, so the link appears a
 * moment after the page), else our own live chat at /chat.
 */
export function CustomerServiceLink({
  className = button.primary,
  onChat,
  chatLink,
}: {
  className?: string;
  /** Outside the router (maintenance, region-blocked pages): open the chat in place instead of linking to /chat. */
  onChat?: () => void;
  /** A layout with a chat page of its own (the agent center) links there instead of the member site's /chat. */
  chatLink?: (label: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const { customerService } = useBootstrap();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('@/core/obfuscation').then(({ deobfuscate }) => {
      if (live) setUrl(deobfuscate(customerService));
    });
    return () => {
      live = false;
    };
  }, [customerService]);
  if (url === null) return null;
  if (!/^https?:\/\//.test(url)) {
    if (chatLink) return <>{chatLink(t('customerService'))}</>;
    if (onChat) {
      return (
        <button type="button" className={className} onClick={onChat}>
          {t('customerService')}
        </button>
      );
    }
    return (
      <Link className={className} to="/chat">
        {t('customerService')}
      </Link>
    );
  }
  return (
    <a className={className} href={url} target="_blank" rel="noopener noreferrer">
      {t('customerService')}
    </a>
  );
}
