import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { gameGet, gamePost } from './client';
import type { RotateResult, Seeds } from './types';

export const seedsQuery = (session: string) =>
  queryOptions({
    queryKey: ['originals', session, 'seeds'],
    queryFn: ({ signal }) => gameGet<Seeds>(session, '/wps/originals/seeds', signal),
    staleTime: 5_000,
  });

export function useSeeds(session: string, initial: Seeds) {
  return useQuery({ ...seedsQuery(session), initialData: initial, initialDataUpdatedAt: 0 });
}

export function useChangeClientSeed(session: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientSeed: string) =>
      gamePost<Seeds>(session, '/wps/originals/seeds/client', { clientSeed }),
    onSuccess: (seeds) => queryClient.setQueryData(seedsQuery(session).queryKey, seeds),
  });
}

export function useRotateSeed(session: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => gamePost<RotateResult>(session, '/wps/originals/seeds/rotate'),
    onSuccess: (result) => {
      queryClient.setQueryData(seedsQuery(session).queryKey, result.current);
      // Bets of the rotated pair now carry their revealed server seed.
      void queryClient.invalidateQueries({ queryKey: ['originals', session, 'history'] });
    },
  });
}

/** After a bet the nonce moved on: the seeds panel shows the next one. */
export function bumpNonce(queryClient: ReturnType<typeof useQueryClient>, session: string, nonce: number) {
  queryClient.setQueryData<Seeds>(seedsQuery(session).queryKey, (seeds) =>
    seeds ? { ...seeds, nonce: Math.max(seeds.nonce, nonce + 1) } : seeds,
  );
}
