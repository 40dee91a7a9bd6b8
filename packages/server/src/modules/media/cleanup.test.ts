import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { SignedUploadParamsResponse } from '@slidewise/core';
import { media as mediaTable } from '../../db/schema.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestDatabase } from '../../test-support/index.ts';
import { cleanUpAbandonedUploads } from './cleanup.ts';
import { completedItem, createMediaTestApp, type MediaTestApp } from './testing/media-fixture.ts';
import * as samples from './testing/sample-files.ts';

// A database of its own: the cleanup removes old pending uploads of every account.
let database: DatabaseHandle;
let media: MediaTestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  media = await createMediaTestApp('disk', {}, database);
}, 30_000);
afterAll(async () => {
  await media?.close();
  await database?.close();
});

const HOUR = 60 * 60 * 1000;
const originalOf = (mediaId: string) => `media/${media.fixture.accountId}/${mediaId}/original`;

async function abandonedUpload(withBytes: boolean): Promise<string> {
  const data = samples.text();
  const params = (
    await media.fixture.call('POST', '/api/media/getSignedUploadParams', {
      contentType: 'briefcase-document',
      fileName: 'left.txt',
      size: data.length,
    })
  ).json() as SignedUploadParamsResponse;
  if (withBytes) expect((await media.send(params, data)).statusCode).toBe(200);
  return params.mediaId;
}

const rowExists = async (mediaId: string) => (await database.db.select().from(mediaTable).where(eq(mediaTable.id, mediaId))).length > 0;

describe('cleaning up abandoned uploads', () => {
  it('removes uploads pending for more than a day, with their bytes, and keeps younger ones and completed files', async () => {
    const oldWithBytes = await abandonedUpload(true);
    const oldWithout = await abandonedUpload(false);
    const kept = completedItem(await media.upload({ contentType: 'image', fileName: 'kept.png', data: await samples.png() }));
    media.test.clock.advance(20 * HOUR);
    const young = await abandonedUpload(true);

    expect(
      await cleanUpAbandonedUploads(database.db, media.storage, new Date(media.test.clock.now().getTime() - 20 * HOUR + 24 * HOUR - 1)),
    ).toBe(0);
    const removed = await cleanUpAbandonedUploads(database.db, media.storage, new Date(media.test.clock.now().getTime() + 5 * HOUR));
    expect(removed).toBe(2);
    expect([await rowExists(oldWithBytes), await rowExists(oldWithout), await rowExists(young), await rowExists(kept.id)]).toEqual([
      false,
      false,
      true,
      true,
    ]);
    expect(await media.storage.head(originalOf(oldWithBytes))).toBeUndefined();
    expect(await media.storage.head(originalOf(young))).toBeDefined();
    expect((await media.fixture.call('GET', kept.url)).statusCode).toBe(200);
  });

  it('runs as a recurring job of the queue, like the course scheduler', async () => {
    const abandoned = await abandonedUpload(true);
    await media.test.jobs.start();
    try {
      media.test.clock.advance(25 * HOUR);
      await media.test.jobs.runDue();
    } finally {
      await media.test.jobs.stop();
    }
    expect(await rowExists(abandoned)).toBe(false);
    expect(await media.storage.head(originalOf(abandoned))).toBeUndefined();
  });
});
