import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { announcementsQuery } from '../home/api/announcements';

/** Banner group w_leftmenu at the foot of the side menu. */
export function LeftMenuBanners() {
  const { i18n } = useTranslation();
  const announcements = useQuery(announcementsQuery(i18n.language));
  const banners = (announcements.data?.banners ?? [])
    .filter((b) => b.groupName === 'w_leftmenu')
    .sort((a, b) => a.sequence - b.sequence);
  if (banners.length === 0) return null;
  return (
    <div style={{ display: 'grid', gap: 8, padding: '12px 12px 0' }}>
      {banners.map((banner) => {
        const image = (
          <img
            key={`${banner.id}-image`}
            src={banner.imageUrl}
            // The image names its link: brand:check asks every linked banner for its text (alt).
            alt={banner.url ? banner.title : ''}
            width={216}
            height={90}
            loading="lazy"
            style={{ width: '100%', height: 'auto', borderRadius: 8 }}
          />
        );
        return banner.url ? (
          <a
            key={banner.id}
            href={banner.url}
            target={banner.url.startsWith('/') ? undefined : '_blank'}
            rel="noopener noreferrer"
          >
            {image}
          </a>
        ) : (
          <div key={banner.id}>{image}</div>
        );
      })}
    </div>
  );
}
