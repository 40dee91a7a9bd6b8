import { ApiError, NETWORK_FAILURE_STATUS, apiErrorFromResponse } from './api-error.ts';
import { notifyApiFailure } from './failure-listener.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** spec §7: every request facility takes a uri, data, headers, a form-data flag and an override error message. */
export interface RequestOptions {
  data?: unknown;
  headers?: Record<string, string>;
  /** Send `data` (a FormData) as multipart instead of JSON. */
  isFormData?: boolean;
  overrideErrorMessage?: string;
  /** The caller shows the failure itself (a form beside its fields): no toast, no navigation. */
  silent?: boolean;
  /** Failure statuses the caller handles itself (e.g. 409 of a stale save); others are reported as usual. */
  handledStatuses?: readonly number[];
}

interface RequestPlan extends RequestOptions {
  method: HttpMethod;
  uri: string;
  authenticated: boolean;
}

/** Resolves with the parsed JSON body (undefined for 204); rejects with an ApiError. */
export async function httpRequest(plan: RequestPlan): Promise<unknown> {
  const { method, uri, data, headers, isFormData, overrideErrorMessage, silent, handledStatuses, authenticated } = plan;
  const body = data === undefined ? undefined : isFormData ? (data as FormData) : JSON.stringify(data);
  const init: RequestInit = {
    method,
    credentials: 'include',
    headers: {
      Accept: 'application/json',
      // The browser sets the multipart boundary itself, so form data gets no content type from us.
      ...(body !== undefined && !isFormData ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
    ...(body === undefined ? {} : { body }),
  };

  let response: Response;
  try {
    response = await fetch(uri, init);
  } catch {
    throw report(
      new ApiError({
        status: NETWORK_FAILURE_STATUS,
        code: 'network_error',
        ...(overrideErrorMessage === undefined ? {} : { overrideMessage: overrideErrorMessage }),
      }),
      { silent, authenticated },
    );
  }

  if (!response.ok) {
    const handled = handledStatuses?.includes(response.status) ?? false;
    throw report(await apiErrorFromResponse(response, overrideErrorMessage), { silent: silent || handled, authenticated });
  }
  if (response.status === 204) return undefined;
  const text = await response.text();
  return text ? (JSON.parse(text) as unknown) : undefined;
}

function report(error: ApiError, { silent, authenticated }: { silent: boolean | undefined; authenticated: boolean }): ApiError {
  if (!silent) notifyApiFailure({ error, authenticated });
  return error;
}

// spec §7: authenticated GET, POST, PUT, PATCH and DELETE, and unauthenticated GET and POST.
export const authenticatedGet = (uri: string, options: RequestOptions = {}) =>
  httpRequest({ ...options, method: 'GET', uri, authenticated: true });
export const authenticatedPost = (uri: string, options: RequestOptions = {}) =>
  httpRequest({ ...options, method: 'POST', uri, authenticated: true });
export const authenticatedPut = (uri: string, options: RequestOptions = {}) =>
  httpRequest({ ...options, method: 'PUT', uri, authenticated: true });
export const authenticatedPatch = (uri: string, options: RequestOptions = {}) =>
  httpRequest({ ...options, method: 'PATCH', uri, authenticated: true });
export const authenticatedDelete = (uri: string, options: RequestOptions = {}) =>
  httpRequest({ ...options, method: 'DELETE', uri, authenticated: true });
export const publicGet = (uri: string, options: RequestOptions = {}) =>
  httpRequest({ ...options, method: 'GET', uri, authenticated: false });
export const publicPost = (uri: string, options: RequestOptions = {}) =>
  httpRequest({ ...options, method: 'POST', uri, authenticated: false });
