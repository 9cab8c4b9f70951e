import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';

/** The console's state store and query cache (apart from the player's app). */
export const store = createStore();

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 10_000, retry: 1, refetchOnWindowFocus: true },
    mutations: { retry: false },
  },
});
