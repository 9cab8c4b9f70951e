import { useTranslation } from 'react-i18next';
import { useBootstrap } from '@/web/lib/use-bootstrap';
import * as css from './layout.css';

/** Shown when support staff preview a brand with ?brand= on a preview host. */
export function PreviewRibbon() {
  const { t } = useTranslation();
  const { preview, brand } = useBootstrap();
  if (!preview) return null;
  return (
    <div className={css.ribbon} role="status" data-testid="preview-ribbon">
      <span>{t('preview.label', { brand: brand.displayName, code: brand.code })}</span>
      <a className={css.ribbonLink} href="/">
        {t('preview.exit')}
      </a>
    </div>
  );
}
