import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { KycDocument, KycStatus } from '@/core/api/identity-kyc';
import type { KycDocumentKind } from '@/core/kyc';
import { api } from '@/web/lib/api';

/** The player's verification (GET /wps/member/kyc): level, levels with requirements, documents. */
export const kycQuery = () =>
  queryOptions({
    queryKey: ['member', 'kyc'],
    queryFn: ({ signal }) => api<KycStatus>('/wps/member/kyc', { signal }),
    staleTime: 10_000,
  });

export const useKycStatus = () => useQuery(kycQuery());

/** POST /wps/member/kyc/documents (multipart: kind and files); refreshes the status on success. */
export function useUploadDocuments() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, files }: { kind: KycDocumentKind; files: File[] }) => {
      const form = new FormData();
      form.set('kind', kind);
      for (const file of files) form.append('files', file, file.name);
      return api<{ documents: KycDocument[] }>('/wps/member/kyc/documents', { method: 'POST', body: form });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ['member', 'kyc'] }),
  });
}
