import { queryOptions } from '@tanstack/react-query';
import type { ChatLaunch, ChatModels, ChatRoom, ChatUpload, Transcript } from '@/core/api/support';
import { api } from '@/web/lib/api';

/** GET /wps/relay/CBS_launchChat: { chatUrl } (a visitor's carries their new secret key). */
export const launchChat = () => api<ChatLaunch>('/wps/relay/CBS_launchChat');

/** GET /wps/relay/CBS_modelList: the brand's chat entry points and whether support is online. */
export const chatModelsQuery = () =>
  queryOptions({
    queryKey: ['support', 'chat-models'],
    queryFn: () => api<ChatModels>('/wps/relay/CBS_modelList'),
    staleTime: 60_000,
  });

/** The headers that identify the chat's owner: the session token (added by api) or the visitor key. */
export const visitorHeaders = (visitor?: string): Record<string, string> =>
  visitor ? { 'x-chat-visitor': visitor } : {};

/** POST /wps/chat/files: one png/jpg for the owner's chat; its id goes with the next message. */
export function uploadChatImage(file: File, visitor?: string) {
  const form = new FormData();
  form.set('image', file, file.name);
  return api<ChatUpload>('/wps/chat/files', {
    method: 'POST',
    body: form,
    headers: visitorHeaders(visitor),
  });
}

export const transcriptsQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['support', 'transcripts', token],
    queryFn: () => api<ChatRoom[]>('/wps/chat/rooms'),
    enabled: Boolean(token),
  });

export const transcriptQuery = (id: string) =>
  queryOptions({
    queryKey: ['support', 'transcript', id],
    queryFn: () => api<Transcript>(`/wps/chat/rooms/${encodeURIComponent(id)}`),
  });
