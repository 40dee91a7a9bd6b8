import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rolesFor } from '@slidewise/core';
import { createTestApp, type TestApp } from '../../test-support/index.ts';
import { courseAdminFixture, courseAdminRoles, type CourseAdminFixture } from '../../test-support/course-admin.ts';
import { createPublicCourse } from './public-site-fixture.ts';

let test: TestApp;
let fixture: CourseAdminFixture;
beforeAll(async () => {
  test = await createTestApp();
  fixture = await courseAdminFixture(test, 'Branding');
});
afterAll(() => test.close());

const url = '/api/account/public-branding';
const branding = { logo: 'https://cdn.example/acme.png', accentColor: '#0b63ce', favicon: 'https://cdn.example/acme.ico' };

describe('/api/account/public-branding', () => {
  it("is empty until set, then brands the account's public pages (and only its own)", async () => {
    expect((await fixture.call('GET', url)).json()).toEqual({ logo: '', accentColor: '', favicon: '' });
    await createPublicCourse(fixture, { slug: 'branding-api-course' });
    expect((await test.app.inject({ method: 'GET', url: '/p/branding-api-course' })).body).not.toContain('data-branded');

    const saved = await fixture.call('PUT', url, branding);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(branding);
    expect((await fixture.call('GET', url)).json()).toEqual(branding);
    const page = (await test.app.inject({ method: 'GET', url: '/p/branding-api-course' })).body;
    expect(page).toContain('data-branded="true"');
    expect(page).toContain('<link rel="icon" href="https://cdn.example/acme.ico">');
    expect((await fixture.call('GET', url, undefined, 'outsider')).json()).toEqual({ logo: '', accentColor: '', favicon: '' });

    // Cleared again: the platform's own look.
    await fixture.call('PUT', url, { logo: '', accentColor: '', favicon: '' });
    expect((await test.app.inject({ method: 'GET', url: '/p/branding-api-course' })).body).not.toContain('data-branded');
  });

  it('refuses a colour that is not a hex colour and an image that is not an address (400)', async () => {
    expect((await fixture.call('PUT', url, { ...branding, accentColor: 'red;}body{display:none' })).statusCode).toBe(400);
    expect((await fixture.call('PUT', url, { ...branding, logo: 'javascript:alert(1)' })).statusCode).toBe(400);
    expect((await fixture.call('PUT', url, { logo: '' })).statusCode).toBe(400);
  });

  it('is for account owners and administrators: 403 to every other role, 401 signed out', async () => {
    for (const role of courseAdminRoles) {
      const allowed = (rolesFor('account.manageBranding') as readonly string[]).includes(role);
      expect([role, (await fixture.call('GET', url, undefined, role)).statusCode]).toEqual([role, allowed ? 200 : 403]);
      expect([role, (await fixture.call('PUT', url, branding, role)).statusCode]).toEqual([role, allowed ? 200 : 403]);
    }
    expect((await test.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});
