import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/index.ts';
import { apiDocsContentSecurityPolicy } from './content-security-policy.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
// Swagger UI's own page, assets and copies of the document are not part of the API it documents.
const isReferencePage = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');

describe('GET /api/openapi.json', () => {
  it('is public and lists every registered /api route with its method', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    const documented = test.app.apiRoutes.filter((route) => !isReferencePage(route.url));
    expect(documented.length).toBeGreaterThan(10);
    for (const route of documented) {
      expect(document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()], `${route.method} ${route.url}`).toBeDefined();
    }
    expect(Object.keys(document.paths).filter(isReferencePage)).toEqual([]);
  });

  it('documents bodies, query strings and path parameters from the zod schemas', async () => {
    const { paths } = (await test.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const signup = paths['/api/auth/signup'].post.requestBody.content['application/json'].schema;
    expect(signup.properties.password).toMatchObject({ type: 'string', minLength: 8, maxLength: 200 });
    expect(signup.required).toEqual(expect.arrayContaining(['email', 'password', 'firstName', 'lastName']));
    const courseList = paths['/api/courses'].get.parameters.map(
      (parameter: { name: string; in: string }) => `${parameter.in}:${parameter.name}`,
    );
    expect(courseList).toEqual(expect.arrayContaining(['query:page', 'query:pageSize']));
    expect(paths['/api/courses/{courseId}'].get.parameters).toEqual([
      expect.objectContaining({ name: 'courseId', in: 'path', required: true }),
    ]);
  });

  it('tells how a save without version names the one it starts from: If-Match, and its refusals', async () => {
    const { paths } = (await test.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const [path, read] of [
      ['/api/courses/{courseId}', '/api/courses/{courseId}'],
      ['/api/lessons/{id}', '/api/lessons/{id}'],
      ['/api/discussions/{id}', '/api/discussions/{id}/latest'],
      ['/api/assessments/{id}', '/api/assessments/{id}/latest'],
    ] as const) {
      expect([path, paths[path].put.description]).toEqual([path, expect.stringContaining('If-Match')]);
      expect([path, Object.keys(paths[path].put.responses)]).toEqual([path, expect.arrayContaining(['409', '412', '428'])]);
      expect([read, paths[read].get.description]).toEqual([read, expect.stringContaining('ETag')]);
    }
  });
});

describe('GET /api/docs', () => {
  it('is a Swagger UI page whose scripts and styles all come from this server, none inline', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<title>Slidewise API reference</title>');
    expect(response.body).not.toMatch(/https?:\/\//i);
    const scripts = [...response.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, content] of scripts) {
      expect(attributes).toMatch(/src="\/api\/docs\/static\//);
      expect(content!.trim()).toBe('');
    }
    const assets = [...response.body.matchAll(/(?:src|href)="(\/api\/docs\/static\/[^"]+)"/g)].map((match) => match[1]!);
    expect(assets).toEqual(
      expect.arrayContaining([
        '/api/docs/static/swagger-ui-bundle.js',
        '/api/docs/static/swagger-initializer.js',
        '/api/docs/static/swagger-ui.css',
      ]),
    );
    for (const asset of assets) {
      const loaded = await test.app.inject({ method: 'GET', url: asset });
      expect(loaded.statusCode, asset).toBe(200);
      expect(loaded.body.length, asset).toBeGreaterThan(0);
    }
  });

  it('sends a content security policy without inline script, on the page and on its assets', async () => {
    for (const url of ['/api/docs', '/api/docs/static/swagger-initializer.js', '/api/docs/static/swagger-ui-bundle.js']) {
      const response = await test.app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy'], url).toBe(apiDocsContentSecurityPolicy);
    }
    expect(apiDocsContentSecurityPolicy).toContain("script-src 'self';");
    expect(apiDocsContentSecurityPolicy).not.toMatch(/unsafe-inline|unsafe-eval|https?:/);
  });

  it('reads the same document as /api/openapi.json, naming every path, body field and summary', async () => {
    const initializer = await test.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.body).toContain("resolveUrl('./json')");
    const shown = await test.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(shown.statusCode).toBe(200);
    const served = await test.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(shown.json()).toEqual(served.json());
    for (const route of test.app.apiRoutes.filter((candidate) => !isReferencePage(candidate.url)))
      expect(shown.body).toContain(openApiPath(route.url));
    expect(shown.body).toContain('accountName');
    expect(shown.body).toContain('E-mail a single-use sign-in link');
  });

  it('needs no session', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
  });
});
