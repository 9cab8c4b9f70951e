import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { deobfuscate } from '../../core/obfuscation';
import { useBootstrap } from '../lib/use-bootstrap';
import { button } from './button.css';

/** Opens the brand's customer service (its path arrives obfuscated in the bootstrap). */
export function CustomerServiceLink({ className = button.primary }: { className?: string }) {
  const { t } = useTranslation();
  const { customerService } = useBootstrap();
  const url = useMemo(() => deobfuscate(customerService), [customerService]);
  if (!/^https?:\/\//.test(url)) return null;
  return (
    <a className={className} href={url} target="_blank" rel="noopener noreferrer">
      {t('customerService')}
    </a>
  );
}
