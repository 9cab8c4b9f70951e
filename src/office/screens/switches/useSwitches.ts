import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SwitchRow } from '@/core/api/office-switches';
import { type ApiError, brandPath, officePost } from '../../lib/api';

/** What a switch card needs: the brand, whether the staff member may change switches, and the two actions. */
export interface SwitchActions {
  brand: string;
  canWrite: boolean;
  /** The language texts are written in by default (the brand's). */
  language: string;
  busy: boolean;
  set(key: string, value: unknown): void;
  remove(key: string): void;
}

/**
 * Changes a switch with the reason typed at the top of the screen (every change is recorded with it), then reloads
 * the list. The server checks everything again; its translated message is shown as it is.
 */
export function useSwitchMutation(brand: string, reason: string, onDone: (ok: boolean) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: { key: string; value?: unknown; remove?: boolean }) =>
      change.remove
        ? officePost<{ switch: SwitchRow | null }>(brandPath(brand, 'switches/remove'), {
            key: change.key,
            reason: reason.trim(),
          })
        : officePost<{ switch: SwitchRow }>(brandPath(brand, 'switches/set'), {
            key: change.key,
            value: change.value,
            reason: reason.trim(),
          }),
    onSuccess: () => {
      onDone(true);
      return client.invalidateQueries({ queryKey: ['office', brand, 'switches'] });
    },
    onError: () => onDone(false),
  });
}

export const errorText = (error: unknown) => (error as ApiError | null)?.serverMessage ?? '';
