import type { AnnouncementType } from '@/core/api/engagement';
import { type AnnouncementsContent, assetIn, type Brand, localized, type PopupExecution } from '@/core/brand';
import type { Language } from '@/core/languages';
import { type PromotionDef, promotionWindow } from '@/core/promotions';
import { safeHtml } from '@/server/brands/brand-html';

// Announcement kinds are the contract's (ANNOUNCEMENT_TYPES, src/core/api/engagement.ts). Promotions and the
// banners of promotions are built from content/promotions.json (docs/promotions.md).

const assetUrl = (brand: Brand, file: string) =>
  `/brands/${encodeURIComponent(brand.config.code)}/assets/${encodeURIComponent(file)}`;

/**
 * The brand's announcements (content/announcements.json) in a language: banners by group and sequence, notices
 * newest first, popups (optionally of one execution code), promotions. Lists not asked for by `types` are empty.
 * Notice and popup HTML is checked at load (brand check), sanitised again here, and once more by the SPA.
 */
export function announcements(
  brand: Brand,
  language: Language,
  types: readonly AnnouncementType[],
  execution?: PopupExecution,
) {
  const content: AnnouncementsContent = brand.announcements;
  const fallback = brand.config.languages.default;
  const text = (value: Parameters<typeof localized>[0]) => localized(value, language, fallback);
  const wants = (type: AnnouncementType) => types.includes(type);
  // Offers come from content/promotions.json, the data the promotions engine credits from: running ones only.
  const now = new Date();
  const offers = brand.promotions.filter((p) => {
    const window = promotionWindow(p, brand.config.timezone);
    return window.start <= now && (!window.end || now < window.end);
  });
  // Images with words in them come one per language (brand:check): the reader's language picks.
  const image = (asset: Parameters<typeof assetIn>[0]) => assetUrl(brand, assetIn(asset, language, fallback));
  const offerImage = (p: PromotionDef) => image(p.image);
  const offerBanners = offers.flatMap((p) =>
    (p.banner?.groups ?? []).map((groupName) => ({
      id: `promo-${p.id}`,
      groupName,
      imageUrl: offerImage(p),
      title: [text(p.title), text(p.summary)].filter(Boolean).join(': '),
      linkageType: 'ROUTE' as const,
      url: '/promotions',
      sequence: p.banner!.sequence,
    })),
  );
  return {
    banners: wants('B')
      ? [
          ...content.banners.map((banner) => ({
            ...banner,
            imageUrl: image(banner.image),
            title: text(banner.alt),
          })),
          ...offerBanners,
        ]
          .sort((a, b) => a.groupName.localeCompare(b.groupName) || a.sequence - b.sequence)
          .map((banner) => ({
            id: banner.id,
            groupName: banner.groupName,
            url: banner.url,
            imageUrl: banner.imageUrl,
            linkageType: banner.linkageType,
            sequence: banner.sequence,
            title: banner.title,
          }))
      : [],
    player: wants('PL')
      ? [...content.notices]
          .sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt))
          .map((notice) => ({
            id: notice.id,
            title: text(notice.title),
            content: safeHtml(brand, text(notice.content)),
            createdAt: new Date(notice.publishedAt).toISOString(),
          }))
      : [],
    popup: wants('PU')
      ? content.popups
          .filter((popup) => !execution || popup.execution === execution)
          .map((popup) => ({
            id: popup.id,
            title: text(popup.title),
            content: safeHtml(brand, text(popup.content)),
            execution: popup.execution,
            slot: popup.slot,
          }))
      : [],
    promotion: wants('PR')
      ? offers.map((p) => ({
          id: p.id,
          title: text(p.title),
          announcementImages: [{ sequence: 1, url: offerImage(p) }],
        }))
      : [],
  };
}
