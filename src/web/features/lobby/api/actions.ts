import { api, del, post } from '@/web/lib/api';

export const launchGame = (nodeId: number, demo: boolean, language: string) =>
  post<{ url: string; mode: 'iframe' }>('/wps/game/launchGame', { nodeId, demo, language });

export const addFavorite = (nodeId: number, vendor: string, gameType: string) =>
  post<boolean>('/wps/relay/MCSFE_addFavoriteGameV2', { nodeId, vendor, gameType });

export const removeFavorite = (nodeId: number) =>
  del<boolean>(`/wps/relay/MCSFE_removeFavoriteGameV2?nodeId=${nodeId}`);

export const roomList = (vassalage: string) =>
  api<{ roomId: string; nodeId: number; name: string; minBet: string; maxBet: string; players: number }[]>(
    `/wps/relay/GLS2_roomList?vassalage=${encodeURIComponent(vassalage)}`,
  );
