import { queryOptions } from '@tanstack/react-query';
import { api } from '@/web/lib/api';

export interface Banner {
  id: string;
  groupName: 'w_home' | 'w_leftmenu' | 'w_login' | 'w_forget';
  url: string | null;
  imageUrl: string;
  linkageType: string;
  sequence: number;
  /** The image's text alternative in the asked language ('' when the brand gives none). */
  title: string;
}
export interface Notice {
  id: string;
  title: string;
  content: string;
  createdAt?: string;
}
export interface Popup {
  id: string;
  title: string;
  content: string;
  execution: 'A' | 'B' | 'F';
  slot: 'USER_POPUP' | 'ANONYMOUS_POPUP';
}
export interface Announcements {
  banners: Banner[];
  player: Notice[];
  popup: Popup[];
  promotion: { id: string; title: string; announcementImages: { sequence: number; url: string }[] }[];
}

/** Announcements of the brand: banners, player notices, popups and promotions (types B,PL,PU,PR,H; platform W). */
export const announcementsQuery = (language: string) =>
  queryOptions({
    queryKey: ['announcements', language],
    queryFn: () =>
      api<Announcements>(
        `/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&platform=W&language=${encodeURIComponent(language)}`,
      ),
    staleTime: 5 * 60_000,
  });
