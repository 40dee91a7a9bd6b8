import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PACKAGE_ORIGIN, type TestApp } from '../test-support/index.ts';
import { STRICT_TRANSPORT_SECURITY } from './security-headers.ts';

let test: TestApp;
let behindProxy: TestApp;
let webDistDir: string;
beforeAll(async () => {
  webDistDir = await mkdtemp(join(tmpdir(), 'sw-web-dist-'));
  await mkdir(join(webDistDir, 'assets'));
  await writeFile(
    join(webDistDir, 'index.html'),
    '<!doctype html><script type="module" src="/assets/app.js"></script><div id="root"></div>',
  );
  await writeFile(join(webDistDir, 'assets', 'app.js'), 'console.log("app")');
  test = await createTestApp({ webDistDir });
  behindProxy = await createTestApp({ trustProxy: true }, test.database);
});
afterAll(async () => {
  await Promise.all([test.close(), behindProxy.close()]);
  await rm(webDistDir, { recursive: true, force: true });
});

/** The content security policy's directives, by name. */
function policyOf(header: string | string[] | number | undefined): Map<string, string[]> {
  const directives = String(header ?? '')
    .split(';')
    .map((part) => part.trim().split(/\s+/));
  return new Map(directives.filter((words) => words[0]).map(([name, ...sources]) => [name!, sources]));
}

describe('security headers', () => {
  it('are on every answer: API, web app page, its files, the API docs and a 404', async () => {
    for (const url of ['/api/health', '/', '/course/1/edit', '/assets/app.js', '/api/docs', '/api/no-such-route']) {
      const { headers } = await test.app.inject({ method: 'GET', url });
      expect([url, headers['x-content-type-options'], headers['referrer-policy'], headers['x-frame-options']]).toEqual([
        url,
        'nosniff',
        'strict-origin-when-cross-origin',
        'SAMEORIGIN',
      ]);
      // The API docs page keeps its own, stricter policy (modules/api-docs): nobody may frame it at all.
      const framedBy = url === '/api/docs' ? ["'none'"] : ["'self'"];
      expect([url, policyOf(headers['content-security-policy']).get('frame-ancestors')]).toEqual([url, framedBy]);
    }
  });

  it('allow scripts from our origin only, never inline, and no plugins', async () => {
    const policy = policyOf((await test.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('script-src-attr')).toEqual(["'none'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
  });

  it('allow frames from the package origin, https pages and our own (sandboxed slides), never http, data or script addresses', async () => {
    const frames = policyOf((await test.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']).get('frame-src');
    expect(frames).toEqual(["'self'", TEST_PACKAGE_ORIGIN, 'https:']);
  });

  it('let the app read the package origin (whether a package is there), besides itself and https', async () => {
    const policy = policyOf((await test.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(policy.get('connect-src')).toEqual(["'self'", TEST_PACKAGE_ORIGIN, 'https:']);
  });

  it('name the configured package origin, wherever it is', async () => {
    const apart = await createTestApp({ packageOrigin: 'https://packages.example.net' }, test.database);
    try {
      const frames = policyOf((await apart.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy']).get(
        'frame-src',
      );
      expect(frames).toEqual(["'self'", 'https://packages.example.net', 'https:']);
    } finally {
      await apart.close();
    }
  });

  it('send HSTS only over HTTPS, as the proxy says when it is trusted', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    expect((await test.app.inject({ method: 'GET', url: '/api/health' })).headers['strict-transport-security']).toBeUndefined();
    // Not trusted: a client cannot claim https.
    expect(
      (await test.app.inject({ method: 'GET', url: '/api/health', headers: https })).headers['strict-transport-security'],
    ).toBeUndefined();
    expect((await behindProxy.app.inject({ method: 'GET', url: '/api/health', headers: https })).headers['strict-transport-security']).toBe(
      STRICT_TRANSPORT_SECURITY,
    );
    expect((await behindProxy.app.inject({ method: 'GET', url: '/api/health' })).headers['strict-transport-security']).toBeUndefined();
  });
});

describe('pages we serve keep to the policy', () => {
  const inlineScripts = (html: string) =>
    [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(
      ([, attributes, body]) => !/\bsrc=/.test(attributes!) || body!.trim() !== '',
    );
  const inlineHandlers = (html: string) => html.match(/\son[a-z]+\s*=/gi) ?? [];

  it("the web app's index.html loads its code from a file: no inline script or handler", async () => {
    const html = await readFile(resolve(import.meta.dirname, '../../../web/index.html'), 'utf8');
    expect(html).toMatch(/<script type="module" src="[^"]+"><\/script>/);
    expect(inlineScripts(html)).toEqual([]);
    expect(inlineHandlers(html)).toEqual([]);
  });

  it('the API docs page runs no inline script', async () => {
    const { body, statusCode } = await test.app.inject({ method: 'GET', url: '/api/docs' });
    expect(statusCode).toBe(200);
    expect(inlineScripts(body)).toEqual([]);
    expect(inlineHandlers(body)).toEqual([]);
  });
});
