import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/web/lib/api';
import { seal } from '@/web/lib/seal';
import { useBootstrap } from '@/web/lib/use-bootstrap';
import type { DownlineTransferAnswer } from './types';

export interface DownlineTransferBody {
  downline: string;
  amount: string;
  paymentPassword: string;
}

/** A client idempotency key (8–64 of A-Za-z0-9_.:-); crypto.getRandomValues works on plain HTTP too. */
export function newTransferKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `agent-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** POST /wps/agent/transfer/downline (an "encrypt" call: the body is sealed with the brand's key). */
export const downlineTransfer = async (body: DownlineTransferBody, key: string, encryptKey: string) =>
  api<DownlineTransferAnswer>('/wps/agent/transfer/downline', {
    method: 'POST',
    body: JSON.stringify(await seal(body, encryptKey)),
    headers: { 'idempotency-key': key },
  });

/** Pays a team member; the team's figures and every balance refetch. */
export function useDownlineTransfer() {
  const queryClient = useQueryClient();
  const { encryptKey } = useBootstrap();
  return useMutation({
    mutationFn: ({ key, ...body }: DownlineTransferBody & { key: string }) =>
      downlineTransfer(body, key, encryptKey),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['agent'] });
      void queryClient.invalidateQueries({ queryKey: ['cashier'] });
    },
  });
}
