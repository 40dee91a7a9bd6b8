import { isDeepStrictEqual } from 'node:util';

/**
 * Before anything is measured: the data ceiling must answer exactly what our endpoint answers,
 * otherwise the ratio compares different work. Both must answer 200 with the session cookie.
 */
export async function assertSameAnswers(path: string, oursUrl: string, dataCeilingUrl: string, cookie: string): Promise<void> {
  const [ours, ceiling] = await Promise.all([readJson(`${oursUrl}${path}`, cookie), readJson(`${dataCeilingUrl}${path}`, cookie)]);
  if (!isDeepStrictEqual(ours, ceiling)) {
    throw new Error(
      `The data ceiling answers GET ${path} differently from ours.\nours:    ${JSON.stringify(ours)}\nceiling: ${JSON.stringify(ceiling)}`,
    );
  }
}

async function readJson(url: string, cookie: string): Promise<unknown> {
  const response = await fetch(url, { headers: { cookie } });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}: ${body}`);
  return JSON.parse(body);
}
