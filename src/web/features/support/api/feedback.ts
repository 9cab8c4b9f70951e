import { queryOptions } from '@tanstack/react-query';
import type { FeedbackPage, FeedbackSent, FeedbackType, TicketDetail } from '@/core/api/support';
import { api, apiHeaders } from '@/web/lib/api';

export type {
  FeedbackPage,
  FeedbackType,
  TicketDetail,
  TicketStatus,
  TicketSummary,
} from '@/core/api/support';

/** GET /wps/feedback/types: the brand's question types in the page language. */
export const feedbackTypesQuery = (language: string) =>
  queryOptions({
    queryKey: ['support', 'feedback-types', language],
    queryFn: () => api<FeedbackType[]>('/wps/feedback/types'),
    staleTime: 30 * 60_000,
  });

/** GET /wps/feedback: the player's own tickets (the unread count feeds the badges). */
export const myFeedbackQuery = (token: string | null, pageNo = 1, pageSize = 10) =>
  queryOptions({
    queryKey: ['support', 'my-feedback', token, pageNo, pageSize],
    queryFn: () => api<FeedbackPage>(`/wps/feedback?pageNo=${pageNo}&pageSize=${pageSize}`),
    enabled: Boolean(token),
    staleTime: 30_000,
  });

export const feedbackDetailQuery = (id: string) =>
  queryOptions({
    queryKey: ['support', 'feedback', id],
    queryFn: () => api<TicketDetail>(`/wps/feedback/${encodeURIComponent(id)}`),
  });

export interface FeedbackDraft {
  questionType: string;
  content: string;
  contact: string;
  images: File[];
}

/** PUT /wps/feedback: JSON without images, multipart with them (field "images"). */
export function sendFeedback(draft: FeedbackDraft) {
  if (draft.images.length === 0) {
    return api<FeedbackSent>('/wps/feedback', {
      method: 'PUT',
      body: JSON.stringify({
        questionType: draft.questionType,
        content: draft.content,
        contact: draft.contact,
      }),
    });
  }
  const form = new FormData();
  form.set('questionType', draft.questionType);
  form.set('content', draft.content);
  form.set('contact', draft.contact);
  for (const image of draft.images) form.append('images', image, image.name);
  return api<FeedbackSent>('/wps/feedback', {
    method: 'PUT',
    body: form,
  });
}

/** An authorised image (the session or desk token travels in a header): fetched as a blob for an object URL. */
export async function fetchImage(
  url: string,
  token?: string,
  extra: Record<string, string> = {},
): Promise<Blob> {
  const headers = apiHeaders({ ...(token ? { authorization: `Bearer ${token}` } : {}), ...extra });
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`image ${response.status}`);
  return response.blob();
}
