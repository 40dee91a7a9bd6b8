import type { ApiError } from './api-error.ts';

export interface ApiFailure {
  error: ApiError;
  /** Authenticated calls treat 401 as "the session ended"; public calls (sign-in) do not. */
  authenticated: boolean;
}

type ApiFailureListener = (failure: ApiFailure) => void;

// The request layer is plain TypeScript; the React shell subscribes here to show toasts and navigate.
const listeners = new Set<ApiFailureListener>();

export function onApiFailure(listener: ApiFailureListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifyApiFailure(failure: ApiFailure): void {
  for (const listener of listeners) listener(failure);
}
