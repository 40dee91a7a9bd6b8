import { mediaFileUrl } from '@slidewise/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema.ts';
import { completedItem, createMediaTestApp, type MediaTestApp } from '../media/testing/media-fixture.ts';
import * as samples from '../media/testing/sample-files.ts';

// Uploaded pictures (issue 13): your own on /account and a person's on their page, only while the account
// has avatarUploadEnabled on; a web address works either way.

let media: MediaTestApp;
let image = '';
let document = '';
let otherAccountsImage = '';

beforeAll(async () => {
  media = await createMediaTestApp('disk');
  const upload = async (contentType: string, fileName: string, data: Buffer, as?: 'outsider') =>
    completedItem(await media.upload({ contentType, fileName, data, ...(as ? { as } : {}) })).id as string;
  image = mediaFileUrl(await upload('image', 'me.png', await samples.png()));
  document = mediaFileUrl(await upload('csv', 'people.csv', Buffer.from('name\nAna\n')));
  otherAccountsImage = mediaFileUrl(await upload('image', 'them.png', await samples.png(), 'outsider'));
}, 60_000);
afterAll(async () => {
  await media?.close();
});

async function switchAvatarUploads(enabled: boolean) {
  await media.test.database.db
    .update(accounts)
    .set({ settings: sql`${accounts.settings} || ${JSON.stringify({ avatarUploadEnabled: enabled })}::jsonb` })
    .where(eq(accounts.id, media.fixture.accountId));
}

const setOwn = (avatarUrl: string) => media.fixture.call('PUT', '/api/me/avatar', { avatarUrl }, 'app-user');
const setPerson = (avatarUrl: string) =>
  media.fixture.call('PUT', `/api/users/${media.fixture.people['app-user'].id}`, { avatarUrl }, 'account-owner');

describe('a person’s picture', () => {
  it('takes a web address, or none, whatever the switch', async () => {
    await switchAvatarUploads(false);
    const set = await setOwn('https://cdn.example.com/me.png');
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ userAvatarUrl: 'https://cdn.example.com/me.png' });
    expect((await setOwn('')).json()).toMatchObject({ userAvatarUrl: '' });
    expect((await setOwn('javascript:alert(1)')).statusCode).toBe(400);
  });

  it('refuses an uploaded picture while avatar uploads are switched off, on your account and on a person’s page', async () => {
    await switchAvatarUploads(false);
    for (const response of [await setOwn(image), await setPerson(image)]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'feature_disabled', details: { switch: 'avatarUploadEnabled' } });
    }
  });

  it('takes an uploaded image of the account once they are on, and nothing else uploaded', async () => {
    await switchAvatarUploads(true);
    const own = await setOwn(image);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ userAvatarUrl: image });
    const person = await setPerson(image);
    expect(person.statusCode, person.body).toBe(200);
    expect(person.json()).toMatchObject({ userAvatarUrl: image });
    for (const refused of [document, otherAccountsImage, mediaFileUrl('0b9f6a52-7d4e-4c1e-9a51-3f0e1d2c3b4a')]) {
      const response = await setOwn(refused);
      expect(response.statusCode, refused).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed', details: { path: ['avatarUrl'] } });
    }
  });
});
