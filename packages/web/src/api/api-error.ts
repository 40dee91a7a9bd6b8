import { bootSchemas } from './boot-schemas-loader.ts';

/** Status 0 means the request never reached the server (offline, DNS, CORS). */
export const NETWORK_FAILURE_STATUS = 0;

/** A failed call: the HTTP status and, when the server sent one, its `{ message, code, details }` payload. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: unknown;
  /** The message the server sent, if any; the UI falls back to a translated generic text. */
  readonly serverMessage: string | undefined;
  /** The caller's own wording for this failure (spec §7: an override error message). */
  readonly overrideMessage: string | undefined;

  constructor(init: { status: number; code: string; serverMessage?: string; overrideMessage?: string; details?: unknown }) {
    super(init.overrideMessage ?? init.serverMessage ?? `Request failed with status ${init.status}`);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.details = init.details;
    this.serverMessage = init.serverMessage;
    this.overrideMessage = init.overrideMessage;
  }

  get isNetworkFailure(): boolean {
    return this.status === NETWORK_FAILURE_STATUS;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** Reads a failure body; anything that is not the documented payload still yields an ApiError. */
export async function apiErrorFromResponse(response: Response, overrideMessage: string | undefined): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  // Without the schema (its chunk failed to load) the failure is still reported, just without the server's words.
  const payload = await bootSchemas().then(
    ({ errorPayloadSchema }) => errorPayloadSchema.safeParse(body),
    () => ({ success: false as const, data: undefined }),
  );
  return new ApiError({
    status: response.status,
    code: payload.success ? payload.data.code : `http_${response.status}`,
    ...(payload.success && payload.data.message ? { serverMessage: payload.data.message } : {}),
    ...(overrideMessage === undefined ? {} : { overrideMessage }),
    details: payload.success ? payload.data.details : undefined,
  });
}
