import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBootstrap } from '../lib/use-bootstrap';
import { button } from './button.css';

/**
 * Opens the brand's customer service (its path arrives obfuscated in the bootstrap). The decoder (crypto-js AES)
 * loads after the first render, so the link appears a moment after the page.
 */
export function CustomerServiceLink({ className = button.primary }: { className?: string }) {
  const { t } = useTranslation();
  const { customerService } = useBootstrap();
  const [url, setUrl] = useState('');
  useEffect(() => {
    let live = true;
    void import('../../core/obfuscation').then(({ deobfuscate }) => {
      if (live) setUrl(deobfuscate(customerService));
    });
    return () => {
      live = false;
    };
  }, [customerService]);
  if (!/^https?:\/\//.test(url)) return null;
  return (
    <a className={className} href={url} target="_blank" rel="noopener noreferrer">
      {t('customerService')}
    </a>
  );
}
