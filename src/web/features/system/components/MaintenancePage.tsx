import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineChat } from '@/web/features/support';
import { useBootstrap } from '@/web/lib/use-bootstrap';
import { useLogo } from '@/web/lib/use-logo';
import { CustomerServiceLink } from '@/web/ui/CustomerServiceLink';
import { SocialLinks } from '@/web/ui/SocialLinks';
import { Loading } from '@/web/ui/States';
import * as css from '@/web/ui/status-page.css';

/** Status 1: title, information, customer service, social links when configured (spec §2 "Special screens"). */
export function MaintenancePage() {
  const [chat, setChat] = useState(false);
  const { t: tl } = useTranslation('layout');
  const { t: tf } = useTranslation('footer');
  const { brand, maintenance } = useBootstrap();
  const logo = useLogo();
  return (
    <main className={css.page}>
      <section className={css.card} aria-labelledby="maintenance-title">
        <img className={css.logo} src={logo} alt={brand.displayName} />
        <h1 id="maintenance-title">{tl('maintenance.title')}</h1>
        <p className={css.muted}>{maintenance.message || tl('maintenance.info')}</p>
        <div className={css.actions}>
          <CustomerServiceLink onChat={() => setChat(true)} />
        </div>
        <SocialLinks label={tf('followUs')} />
      </section>
      {chat && (
        <Suspense fallback={<Loading />}>
          <InlineChat />
        </Suspense>
      )}
    </main>
  );
}
