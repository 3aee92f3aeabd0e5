import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error.ts';

/** Client errors (4xx, and the token-expired code) will not change on retry; network trouble may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
