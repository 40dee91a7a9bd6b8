import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  path: string;
  /** The query string, `?` included ('' when none). */
  search: string;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

interface Answer {
  status: number;
  body?: unknown;
}

/** A fixed answer, or a function of the request (which may answer later, to test pending states). */
type Reply = Answer | ((request: RecordedRequest) => Answer | Promise<Answer>);

/**
 * Stubs `fetch` with answers keyed by "METHOD /path" (query strings ignored); anything unlisted answers
 * the server's 404 payload. Returns the requests made, in order.
 */
export function mockApi(replies: Record<string, Reply>): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const method = (init.method ?? 'GET').toUpperCase();
      const request: RecordedRequest = {
        method,
        path: url.pathname,
        search: url.search,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
        credentials: init.credentials,
      };
      requests.push(request);
      const reply = replies[`${method} ${url.pathname}`];
      const { status, body } =
        typeof reply === 'function' ? await reply(request) : (reply ?? { status: 404, body: { message: 'Not found', code: 'not_found' } });
      return new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return requests;
}

/** A fetch that never reaches a server, as when the network is down. */
export function mockNetworkDown(): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
  );
}
