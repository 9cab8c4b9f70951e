import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { button } from '@/web/ui/button.css';
import * as css from '@/web/ui/status-page.css';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className={css.card} style={{ margin: '40px auto' }}>
      <h1>{t('notFound.title')}</h1>
      <Link to="/" className={button.primary}>
        {t('nav.home')}
      </Link>
    </section>
  );
}
