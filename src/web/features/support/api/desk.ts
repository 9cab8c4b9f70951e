import { queryOptions } from '@tanstack/react-query';
import { atom } from 'jotai';
import type { ChatMessage, TicketDetail, Transcript } from '@/core/api/support';
import type { DeskAgent, DeskFeedback, DeskLogin, DeskRoom } from '@/core/api/support-desk';
import { api } from '@/web/lib/api';

export type { DeskRoom, DeskTicket } from '@/core/api/support-desk';

/** The support agent's session token: memory only (a reload signs out; never in storage or cookies). */
export const deskTokenAtom = atom<string | null>(null);
export const deskAgentAtom = atom<{ username: string; displayName: string } | null>(null);

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const post = <T>(token: string, path: string, body: unknown = {}) =>
  api<T>(path, { method: 'POST', body: JSON.stringify(body), headers: auth(token) });

export const deskLogin = (username: string, password: string) =>
  api<DeskLogin>('/wps/support/login', {
    method: 'POST',
    body: JSON.stringify({ username, password }),
  });
export const deskLogout = (token: string) => post(token, '/wps/support/logout');

export const deskChatsQuery = (token: string) =>
  queryOptions({
    queryKey: ['desk', 'chats', token],
    queryFn: () => api<DeskRoom[]>('/wps/support/chats', { headers: auth(token) }),
  });
export const deskChatQuery = (token: string, id: string) =>
  queryOptions({
    queryKey: ['desk', 'chat', token, id],
    queryFn: () =>
      api<Transcript>(`/wps/support/chats/${id}`, {
        headers: auth(token),
      }),
  });
export const deskAgentsQuery = (token: string) =>
  queryOptions({
    queryKey: ['desk', 'agents', token],
    queryFn: () => api<DeskAgent[]>('/wps/support/agents', { headers: auth(token) }),
    staleTime: 5 * 60_000,
  });
export const deskReply = (token: string, room: string, body: string) =>
  post<ChatMessage>(token, `/wps/support/chats/${room}/messages`, { body });
export const deskTake = (token: string, room: string) => post(token, `/wps/support/chats/${room}/take`);
export const deskTransfer = (token: string, room: string, to: string) =>
  post(token, `/wps/support/chats/${room}/transfer`, { to });
export const deskClose = (token: string, room: string) => post(token, `/wps/support/chats/${room}/close`);

export const deskFeedbackQuery = (token: string, status: string) =>
  queryOptions({
    queryKey: ['desk', 'feedback', token, status],
    queryFn: () =>
      api<DeskFeedback>(`/wps/support/feedback?status=${status}`, {
        headers: auth(token),
      }),
  });
export const deskTicketQuery = (token: string, id: string) =>
  queryOptions({
    queryKey: ['desk', 'ticket', token, id],
    queryFn: () => api<TicketDetail>(`/wps/support/feedback/${id}`, { headers: auth(token) }),
  });
export const deskTicketReply = (token: string, id: string, body: string) =>
  post(token, `/wps/support/feedback/${id}/reply`, { body });
export const deskTicketClose = (token: string, id: string, reason: string) =>
  post(token, `/wps/support/feedback/${id}/close`, { reason });
