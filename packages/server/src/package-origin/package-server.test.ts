import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPackageServer, PACKAGE_RUNTIME_PAGE } from './package-server.ts';

let server: FastifyInstance;
let dataDir: string;
const sessionCookie = 'slidewise_session=a-live-session-token.signature';

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'sw-package-origin-'));
  const packageDir = join(dataDir, 'packages');
  const webDistDir = join(dataDir, 'web');
  await mkdir(join(packageDir, 'media', 'course'), { recursive: true });
  await mkdir(join(webDistDir, 'assets'), { recursive: true });
  await writeFile(join(packageDir, 'media', 'course', 'index.html'), '<script>parent.API.LMSInitialize("")</script>');
  await writeFile(join(dataDir, 'session-secret'), 'the-secret\n');
  await writeFile(join(webDistDir, 'index.html'), '<div id="root"></div>');
  await writeFile(join(webDistDir, 'package-runtime.html'), '<script type="module" src="/assets/runtime-1.js"></script>');
  await writeFile(join(webDistDir, 'assets', 'runtime-1.js'), 'startPackageRuntime(window)');
  await mkdir(join(webDistDir, 'examples', 'packages', 'example'), { recursive: true });
  await writeFile(join(webDistDir, 'examples', 'packages', 'example', 'imsmanifest.xml'), '<manifest/>');
  server = await buildPackageServer({
    publicUrl: 'http://localhost:3000',
    packageDir,
    webDistDir,
    logLevel: 'silent',
    storageDir: join(dataDir, 'storage'),
    s3: undefined,
  });
});
afterAll(async () => {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the package origin', () => {
  it('serves stored packages, framed only by the app and itself', async () => {
    const response = await server.inject({ method: 'GET', url: '/media/course/index.html' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('LMSInitialize');
    expect(response.headers['content-security-policy']).toBe("frame-ancestors 'self' http://localhost:3000");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // The app may read the answer (the player checks a launch page is there), never with credentials.
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('serves the package runtime page and its scripts from the web build, and nothing else of the app', async () => {
    const page = await server.inject({ method: 'GET', url: PACKAGE_RUNTIME_PAGE });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect((await server.inject({ method: 'GET', url: '/assets/runtime-1.js' })).body).toBe('startPackageRuntime(window)');
    expect((await server.inject({ method: 'GET', url: '/examples/packages/example/imsmanifest.xml' })).body).toBe('<manifest/>');
    for (const url of ['/', '/index.html', '/learn/lessons/abc', '/assets/../index.html']) {
      expect({ url, status: (await server.inject({ method: 'GET', url })).statusCode }).toEqual({ url, status: 404 });
    }
  });

  it('never answers the API, whatever cookie the browser sends along', async () => {
    for (const [method, url] of [
      ['GET', '/api/me'],
      ['GET', '/api/health'],
      ['GET', '/api/courses'],
      ['POST', '/api/auth/login'],
      ['POST', '/api/learner/attempts/x/finish'],
    ] as const) {
      const response = await server.inject({
        method,
        url,
        headers: { cookie: sessionCookie },
        payload: method === 'POST' ? {} : undefined,
      });
      expect({ method, url, status: response.statusCode }).toEqual({ method, url, status: 404 });
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(response.body).not.toContain('a-live-session-token');
    }
  });

  it('never sets or echoes a cookie on what it serves', async () => {
    const response = await server.inject({ method: 'GET', url: '/media/course/index.html', headers: { cookie: sessionCookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(JSON.stringify(response.headers)).not.toContain('a-live-session-token');
  });

  it('serves nothing outside its folder', async () => {
    for (const url of ['/../session-secret', '/%2e%2e/session-secret', '/media/..%2f..%2fsession-secret', '/%5c..%5csession-secret']) {
      const response = await server.inject({ method: 'GET', url });
      // 404, or 403 where the static file server refuses the path outright.
      expect([url, [403, 404].includes(response.statusCode)]).toEqual([url, true]);
      expect(response.body).not.toContain('the-secret');
    }
  });

  it('is read only', async () => {
    const response = await server.inject({ method: 'PUT', url: '/media/course/index.html', payload: 'replaced' });
    expect(response.statusCode).toBe(404);
  });
});
