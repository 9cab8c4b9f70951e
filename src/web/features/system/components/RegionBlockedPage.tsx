import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineChat } from '@/web/features/support';
import { useBootstrap } from '@/web/lib/use-bootstrap';
import { useLogo } from '@/web/lib/use-logo';
import { CustomerServiceLink } from '@/web/ui/CustomerServiceLink';
import { Loading } from '@/web/ui/States';
import * as css from '@/web/ui/status-page.css';

/** Status 2: the visitor's IP, the block message and customer service (spec §2 "Special screens"). */
export function RegionBlockedPage() {
  const [chat, setChat] = useState(false);
  const { t } = useTranslation('layout');
  const { t: te } = useTranslation('errors');
  const { brand, location } = useBootstrap();
  const logo = useLogo();
  return (
    <main className={css.page}>
      <section className={css.card} aria-labelledby="region-title">
        <img className={css.logo} src={logo} alt={brand.displayName} />
        <h1 id="region-title">{te('region_restricted')}</h1>
        <p className={css.muted}>{t('region.message')}</p>
        <p>
          {t('region.yourIp')} <span className={css.code}>{location.ip}</span>
        </p>
        <div className={css.actions}>
          <CustomerServiceLink onChat={() => setChat(true)} />
        </div>
      </section>
      {chat && (
        <Suspense fallback={<Loading />}>
          <InlineChat />
        </Suspense>
      )}
    </main>
  );
}
