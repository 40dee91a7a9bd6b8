import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/index.ts';
import { renderApiReference } from './render-api-reference.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('GET /api/openapi.json', () => {
  it('is public and lists every registered /api route with its method', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    for (const route of test.app.apiRoutes) {
      expect(document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()], `${route.method} ${route.url}`).toBeDefined();
    }
  });

  it('documents bodies, query strings and path parameters from the zod schemas', async () => {
    const { paths } = (await test.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const signup = paths['/api/auth/signup'].post.requestBody.content['application/json'].schema;
    expect(signup.properties.password).toMatchObject({ type: 'string', minLength: 8, maxLength: 200 });
    expect(signup.required).toEqual(expect.arrayContaining(['email', 'password', 'firstName', 'lastName']));
    const courseList = paths['/api/courses'].get.parameters.map((parameter: { name: string; in: string }) => `${parameter.in}:${parameter.name}`);
    expect(courseList).toEqual(expect.arrayContaining(['query:page', 'query:pageSize']));
    expect(paths['/api/courses/{courseId}'].get.parameters).toEqual([expect.objectContaining({ name: 'courseId', in: 'path', required: true })]);
  });
});

describe('GET /api/docs', () => {
  it('is a self-contained HTML page naming every path, method and body field', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).not.toMatch(/<script|https?:\/\/cdn/i);
    for (const route of test.app.apiRoutes) expect(response.body).toContain(openApiPath(route.url));
    expect(response.body).toContain('accountName');
    expect(response.body).toContain('E-mail a single-use sign-in link');
  });
});

describe('renderApiReference', () => {
  it('escapes whatever the document says', () => {
    const html = renderApiReference({ info: { title: '<b>x</b>' }, paths: { '/a': { get: { summary: '<img onerror=1>' } } } });
    expect(html).not.toContain('<img');
    expect(html).toContain('&#60;img onerror=1&#62;');
  });
});
