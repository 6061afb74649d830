import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api';

/** Server state: one client; 4xx answers are not retried, they will not change by themselves. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          failureCount < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}
