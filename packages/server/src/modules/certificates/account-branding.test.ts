import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { designTokens } from '@slidewise/core';
import { createTestApp, type TestApp } from '../../test-support/index.ts';
import { courseAdminFixture, type CourseAdminFixture } from '../../test-support/course-admin.ts';
import { media } from '../../db/schema.ts';
import { createDiskStorage } from '../../storage/disk-storage.ts';
import type { ObjectStorage } from '../../storage/object-storage.ts';
import { writeBranding } from '../account/branding-repo.ts';
import { originalKey } from '../media/media-keys.ts';
import { accountBranding } from './account-branding.ts';

let test: TestApp;
let fixture: CourseAdminFixture;
let storageDir: string;
let storage: ObjectStorage;
beforeAll(async () => {
  test = await createTestApp();
  fixture = await courseAdminFixture(test, 'Certificate branding');
  storageDir = await mkdtemp(join(tmpdir(), 'slidewise-branding-'));
  storage = createDiskStorage(storageDir);
});
afterAll(async () => {
  await test.close();
  await rm(storageDir, { recursive: true, force: true });
});

const context = () => ({ db: test.database.db, storage });

async function uploadedImage(bytes: Buffer, mimeType: string) {
  const [row] = await test.database.db
    .insert(media)
    .values({ accountId: fixture.accountId, contentType: mimeType, name: 'logo', status: 'ready', declaredSize: bytes.length, mimeType })
    .returning();
  await storage.put(originalKey(row!), bytes, { contentType: mimeType });
  return `/api/media/${row!.id}/file`;
}

describe("the account's branding on its certificates", () => {
  it('is the name and the spec accent while the account chose none', async () => {
    expect(await accountBranding(context(), fixture.accountId)).toEqual({
      name: expect.any(String),
      logo: null,
      accentColor: designTokens.colors.light.accent.default,
    });
  });

  it('takes the colour and the uploaded logo from the account settings, as PNG whatever was uploaded', async () => {
    const webp = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#225588' } })
      .webp()
      .toBuffer();
    const logoUrl = await uploadedImage(webp, 'image/webp');
    await writeBranding(
      test.database.db,
      fixture.accountId,
      { logoUrl, accentColor: '#0f766e', themeFamily: 'ed', colorScheme: 'light' },
      test.clock.now(),
    );
    const branding = await accountBranding(context(), fixture.accountId);
    expect(branding.accentColor).toBe('#0f766e');
    const logo = await sharp(branding.logo!).metadata();
    expect(logo).toMatchObject({ format: 'png', height: 224, width: 448 });
  });

  it('prints the name for a logo at a web address, one of another account or one that does not decode', async () => {
    const brokenUrl = await uploadedImage(Buffer.from('not an image at all'), 'image/png');
    const foreign = await uploadedImage(
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
      'image/png',
    );
    for (const logoUrl of ['https://images.example.com/logo.png', brokenUrl]) {
      await writeBranding(
        test.database.db,
        fixture.accountId,
        { logoUrl, accentColor: null, themeFamily: 'ed', colorScheme: 'light' },
        test.clock.now(),
      );
      expect((await accountBranding(context(), fixture.accountId)).logo).toBeNull();
    }
    await writeBranding(
      test.database.db,
      fixture.outsider.accountId,
      { logoUrl: foreign, accentColor: null, themeFamily: 'ed', colorScheme: 'light' },
      test.clock.now(),
    );
    expect((await accountBranding(context(), fixture.outsider.accountId)).logo).toBeNull();
  });
});
