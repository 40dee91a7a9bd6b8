import i18next, { type ResourceKey } from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localeBackend } from './locale-backend.ts';

function read(answer: () => Promise<Response>): Promise<{ error: unknown; data: ResourceKey | boolean | null | undefined; url: string }> {
  const fetchLocale = vi.fn((_url: string) => answer());
  vi.stubGlobal('fetch', fetchLocale);
  return new Promise((resolve) => {
    localeBackend('/locales/{{lng}}/{{ns}}.json').read('es-ES', 'translation', (error, data) =>
      resolve({ error, data, url: String(fetchLocale.mock.calls[0]?.[0]) }),
    );
  });
}

describe('localeBackend', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the file of the language and namespace asked for', async () => {
    const answer = await read(async () => Response.json({ app: { name: 'Slidewise' } }));
    expect(answer).toEqual({ error: null, data: { app: { name: 'Slidewise' } }, url: '/locales/es-ES/translation.json' });
  });

  it('asks i18next to try again when the network fails', async () => {
    const answer = await read(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(answer.error).toBe('failed loading /locales/es-ES/translation.json: Failed to fetch');
    expect(answer.data).toBe(true);
  });

  it('asks i18next to try again after a server error', async () => {
    const answer = await read(async () => new Response('busy', { status: 503 }));
    expect(answer.error).toBe('failed loading /locales/es-ES/translation.json: status 503');
    expect(answer.data).toBe(true);
  });

  it('gives up on a missing file', async () => {
    const answer = await read(async () => new Response('no such file', { status: 404 }));
    expect(answer.error).toBe('failed loading /locales/es-ES/translation.json: status 404');
    expect(answer.data).toBe(false);
  });

  it('gives up on a file that is not a JSON object', async () => {
    const answer = await read(async () => new Response('<html>index.html</html>', { status: 200 }));
    expect(answer.error).toBe('failed loading /locales/es-ES/translation.json: not a JSON object');
    expect(answer.data).toBe(false);
  });

  it('is read again by i18next after a failure that may pass', async () => {
    const fetchLocale = vi
      .fn()
      .mockResolvedValueOnce(new Response('busy', { status: 503 }))
      .mockResolvedValueOnce(Response.json({ app: { name: 'Slidewise ES' } }));
    vi.stubGlobal('fetch', fetchLocale);
    const instance = i18next.createInstance().use(localeBackend('/locales/{{lng}}/{{ns}}.json'));

    await instance.init({ lng: 'es-ES', supportedLngs: ['es-ES'], load: 'currentOnly', fallbackLng: false, retryTimeout: 1 });

    expect(instance.t('app.name')).toBe('Slidewise ES');
    expect(fetchLocale).toHaveBeenCalledTimes(2);
  });
});
