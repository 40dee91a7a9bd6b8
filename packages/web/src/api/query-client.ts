import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error.ts';

const MAX_QUERY_RETRIES = 2;

/** A 4xx will answer the same again, so only network failures and 5xx are retried. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_QUERY_RETRIES) return false;
  return !(error instanceof ApiError) || error.isNetworkFailure || error.status >= 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
