import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';

type LocaleRead = { data: ResourceKey } | { failure: string; tryAgain: boolean };

/**
 * Reads a locale file over HTTP for i18next: `loadPath` with `{{lng}}` and `{{ns}}` filled in. It does
 * what the app used of i18next-http-backend, whose options for other servers, other formats and saving
 * missing keys cost every first visit 2.4 KB gzipped (bench/learner-bundle.ts). A network failure or a
 * 5xx answer may pass, so i18next is asked to read again (its maxRetries and retryTimeout); a 4xx
 * answer or a file that is not a JSON object will not.
 */
export function localeBackend(loadPath: string): BackendModule {
  return {
    type: 'backend',
    callbackApi: true,
    init() {},
    read(language: string, namespace: string, callback: ReadCallback) {
      const url = loadPath.replace('{{lng}}', encodeURIComponent(language)).replace('{{ns}}', encodeURIComponent(namespace));
      void readLocale(url).then((read) => ('data' in read ? callback(null, read.data) : callback(read.failure, read.tryAgain)));
    },
  };
}

async function readLocale(url: string): Promise<LocaleRead> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch (error) {
    return { failure: `failed loading ${url}: ${error instanceof Error ? error.message : String(error)}`, tryAgain: true };
  }
  if (!response.ok) return { failure: `failed loading ${url}: status ${response.status}`, tryAgain: response.status >= 500 };
  const data: unknown = await response.json().catch(() => undefined);
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return { failure: `failed loading ${url}: not a JSON object`, tryAgain: false };
  return { data: data as ResourceKey };
}
