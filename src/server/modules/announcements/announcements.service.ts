import { type AnnouncementsContent, type Brand, localized, type PopupExecution } from '../../../core/brand';
import type { Language } from '../../../core/languages';
import { safeHtml } from '../../brands/brand-html';

/** Announcement kinds of getAnnouncementContentV2: banners, player notices, popups, promotions; H is accepted (no list). */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

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
  return {
    banners: wants('B')
      ? [...content.banners]
          .sort((a, b) => a.groupName.localeCompare(b.groupName) || a.sequence - b.sequence)
          .map((banner) => ({
            id: banner.id,
            groupName: banner.groupName,
            url: banner.url,
            imageUrl: assetUrl(brand, banner.image),
            linkageType: banner.linkageType,
            sequence: banner.sequence,
            title: text(banner.alt),
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
      ? content.promotions.map((promotion) => ({
          id: promotion.id,
          title: text(promotion.title),
          announcementImages: [...promotion.images]
            .sort((a, b) => a.sequence - b.sequence)
            .map((image) => ({ sequence: image.sequence, url: assetUrl(brand, image.image) })),
        }))
      : [],
  };
}
