import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBootstrap } from '../../../lib/use-bootstrap';
import { useLogo } from '../../../lib/use-logo';
import { CustomerServiceLink } from '../../../ui/CustomerServiceLink';
import { SocialLinks } from '../../../ui/SocialLinks';
import { Loading } from '../../../ui/States';
import * as css from '../../../ui/status-page.css';
import { InlineChat } from '../../support';

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
