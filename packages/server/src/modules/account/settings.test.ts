import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSettingsSchema, roleIdentifiers, rolesAllow, type RoleIdentifier } from '@slidewise/core';
import { createTestApp, type TestApp } from '../../test-support/index.ts';
import { insertAccountWithPeople } from '../../test-support/people.ts';

let test: TestApp;
let account: Awaited<ReturnType<typeof insertAccountWithPeople>>;
let other: Awaited<ReturnType<typeof insertAccountWithPeople>>;
const cookies = new Map<RoleIdentifier, string>();
let otherOwner: string;

const signedInRoles = roleIdentifiers.filter((role) => role !== 'anonymous-user');

beforeAll(async () => {
  test = await createTestApp();
  account = await insertAccountWithPeople(
    test.database.db,
    'Settings Co',
    signedInRoles.map((role) => [role]),
  );
  for (const [index, role] of signedInRoles.entries()) cookies.set(role, await test.sessionCookieFor(account.people[index]!));
  other = await insertAccountWithPeople(test.database.db, 'Other Co', [['account-owner']]);
  otherOwner = await test.sessionCookieFor(other.people[0]!);
});
afterAll(() => test.close());

const call = (method: 'GET' | 'PUT', url: string, cookie: string, payload?: object) =>
  test.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const asOwner = (method: 'GET' | 'PUT', url: string, payload?: object) => call(method, url, cookies.get('account-owner')!, payload);

describe('GET and PUT /api/account/settings', () => {
  it('answers the name, the default branding, every switch and the plan allowances', async () => {
    const response = await asOwner('GET', '/api/account/settings');
    expect(response.statusCode).toBe(200);
    const body = accountSettingsSchema.parse(response.json());
    expect(body).toMatchObject({
      name: 'Settings Co',
      branding: { logoUrl: '', accentColor: null, themeFamily: 'ed', colorScheme: 'light' },
      allowances: { isCompletionCertificateAllowed: true, isSpacedRepetitionAllowed: true },
    });
    expect(body.switches.hideActivityFeedEnabled).toBe(true);
  });

  it('changes only what the body names: the name, part of the branding, one switch', async () => {
    const changed = await asOwner('PUT', '/api/account/settings', {
      name: '  Renamed Co ',
      branding: { accentColor: '#12ab34', themeFamily: 'sc' },
      switches: { offlineEnabled: true },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      name: 'Renamed Co',
      branding: { logoUrl: '', accentColor: '#12ab34', themeFamily: 'sc', colorScheme: 'light' },
      switches: { offlineEnabled: true, leaderboardEnabled: true, hideActivityFeedEnabled: true },
    });
    const again = await asOwner('PUT', '/api/account/settings', {
      branding: { colorScheme: 'dark', logoUrl: 'https://cdn.example.com/logo.png' },
    });
    expect(again.json().branding).toEqual({
      logoUrl: 'https://cdn.example.com/logo.png',
      accentColor: '#12ab34',
      themeFamily: 'sc',
      colorScheme: 'dark',
    });
    expect((await asOwner('GET', '/api/account')).json().name).toBe('Renamed Co');
  });

  it('gives every signed-in person the branding the learner app and certificates follow', async () => {
    const response = await call('GET', '/api/account/branding', cookies.get('app-user')!);
    expect(response.json()).toMatchObject({ accountName: 'Renamed Co', accentColor: '#12ab34', themeFamily: 'sc', colorScheme: 'dark' });
  });

  it.each([
    ['an empty name', { name: '   ' }],
    ['a colour that is not #rrggbb', { branding: { accentColor: 'red' } }],
    ['a theme family of its own', { branding: { themeFamily: 'xx' } }],
    ['a script address as the logo', { branding: { logoUrl: 'javascript:alert(1)' } }],
    ['a switch the spec does not name', { switches: { madeUpEnabled: true } }],
    ['a switch that is not a boolean', { switches: { leaderboardEnabled: 'yes' } }],
    ['a field of its own', { plan: 'enterprise' }],
  ])('refuses %s with a 400 and changes nothing', async (_case, body) => {
    const before = (await asOwner('GET', '/api/account/settings')).json();
    const response = await asOwner('PUT', '/api/account/settings', body);
    expect([response.statusCode, response.json().code]).toEqual([400, 'validation_failed']);
    expect(response.json().message).toEqual(expect.any(String));
    expect((await asOwner('GET', '/api/account/settings')).json()).toEqual(before);
  });

  it('keeps each account to its own settings', async () => {
    await call('PUT', '/api/account/settings', otherOwner, { switches: { starsEnabled: false }, branding: { accentColor: '#000000' } });
    const mine = (await asOwner('GET', '/api/account/settings')).json();
    expect(mine.switches.starsEnabled).toBe(true);
    expect(mine.branding.accentColor).toBe('#12ab34');
    expect((await call('GET', '/api/account/settings', otherOwner)).json()).toMatchObject({
      name: 'Other Co',
      branding: { accentColor: '#000000' },
    });
  });

  it.each(signedInRoles)('lets %s read and change the settings exactly as the matrix says', async (role) => {
    const read = await call('GET', '/api/account/settings', cookies.get(role)!);
    expect([role, read.statusCode]).toEqual([role, rolesAllow('settings.read', [role]) ? 200 : 403]);
    const write = await call('PUT', '/api/account/settings', cookies.get(role)!, { switches: { mindfulLearningEnabled: true } });
    expect([role, write.statusCode]).toEqual([role, rolesAllow('settings.update', [role]) ? 200 : 403]);
  });
});

describe('GET /api/flags', () => {
  it('answers every flag of spec §6 to anyone signed in', async () => {
    const response = await call('GET', '/api/flags', cookies.get('app-user')!);
    expect(Object.keys(response.json().flags)).toHaveLength(14);
    expect(response.json().flags['course-sharing']).toBe(true);
    expect(response.json().flags['ai-narration']).toBe(false);
  });
});
