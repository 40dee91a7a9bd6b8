import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/index.ts';

let test: TestApp;
let webDistDir: string;
beforeAll(async () => {
  webDistDir = await mkdtemp(join(tmpdir(), 'sw-web-dist-'));
  await mkdir(join(webDistDir, 'assets'));
  await writeFile(join(webDistDir, 'index.html'), '<!doctype html><title>Slidewise</title><div id="root"></div>');
  await writeFile(join(webDistDir, 'assets', 'app-1234.js'), 'console.log("app")');
  test = await createTestApp({ webDistDir });
});
afterAll(async () => {
  await test.close();
  await rm(webDistDir, { recursive: true, force: true });
});

describe('static web app', () => {
  it('serves files, fingerprinted assets for a year', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("app")');
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('answers index.html at / and for any unknown page, so the SPA router handles deep links', async () => {
    for (const url of ['/', '/course/123/edit', '/lesson/abc?theme=sc-light']) {
      const response = await test.app.inject({ method: 'GET', url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('keeps the JSON 404 under /api', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/not-a-route' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found', code: 'not_found' });
  });

  it('does not fall back for writes', async () => {
    const response = await test.app.inject({ method: 'POST', url: '/course/123/edit', payload: {} });
    expect(response.statusCode).toBe(404);
  });

  it('still serves the API', async () => {
    expect((await test.app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({ status: 'ok' });
  });
});
