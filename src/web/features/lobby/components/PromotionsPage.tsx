import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { announcementsQuery } from '../home/api/announcements';
import * as css from './lobby.css';

/**
 * /promotions: the brand's promotion announcements (images in sequence). Joining and claiming promotions
 * belongs to the promotions issue; until then this page shows what the brand announces, nothing invented.
 */
export function PromotionsPage() {
  const { t, i18n } = useTranslation('lobby');
  const announcements = useQuery(announcementsQuery(i18n.language));
  const promotions = announcements.data?.promotion ?? [];
  return (
    <section className={css.page} aria-labelledby="promotions-title">
      <h1 id="promotions-title" className={css.title}>
        {t('promotions')}
      </h1>
      {announcements.isPending ? (
        <p className={css.empty}>{t('loading')}</p>
      ) : promotions.length === 0 ? (
        <p className={css.empty}>{t('noPromotions')}</p>
      ) : (
        promotions.map((promotion) => (
          <article key={promotion.id} style={{ display: 'grid', gap: 8 }}>
            <h2 style={{ margin: 0, fontSize: 18 }}>{promotion.title}</h2>
            {[...promotion.announcementImages]
              .sort((a, b) => a.sequence - b.sequence)
              .map((image) => (
                <img
                  key={image.sequence}
                  src={image.url}
                  alt=""
                  loading="lazy"
                  style={{ width: '100%', borderRadius: 12 }}
                />
              ))}
          </article>
        ))
      )}
    </section>
  );
}
