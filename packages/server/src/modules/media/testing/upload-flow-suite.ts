import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES, type MediaItem, type SignedUploadParamsResponse } from '@slidewise/core';
import { completedItem, createMediaTestApp, type MediaTestApp, type StorageBackend } from './media-fixture.ts';
import * as samples from './sample-files.ts';

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** One accepted file of every content type, with the type its bytes must be stored as. */
export const acceptedFiles = async () =>
  [
    ['image', 'photo.png', await samples.png(), 'image/png'],
    ['image', 'photo.JPG', await samples.jpegWithLocation(), 'image/jpeg'],
    ['image', 'anim.gif', await samples.gif(), 'image/gif'],
    ['image', 'drawing.svg', samples.svg(), 'image/svg+xml'],
    ['video', 'clip.mp4', samples.mp4(), 'video/mp4'],
    ['video', 'clip.mov', samples.mov(), 'video/quicktime'],
    ['video', 'clip.webm', samples.webm(), 'video/webm'],
    ['audio', 'narration.mp3', samples.mp3(), 'audio/mpeg'],
    ['briefcase-document', 'guide.pdf', samples.pdf(), 'application/pdf'],
    ['briefcase-document', 'notes.txt', samples.text(), 'text/plain'],
    ['briefcase-document', 'old.doc', samples.compoundFile(), 'application/x-cfb'],
    ['briefcase-document', 'letter.docx', samples.docx(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['briefcase-document', 'talk.aac', samples.aac(), 'audio/aac'],
    ['briefcase-document', 'keynote.key', samples.zip({ 'index.apxl': '<x/>' }), 'application/zip'],
    ['scorm', 'course.zip', samples.scormZip(), 'application/zip'],
    ['aicc', 'course.zip', samples.zip({ 'course.crs': '[Course]' }), 'application/zip'],
    ['powerpoint', 'deck.pptx', samples.pptx(), 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
    ['ai-document', 'source.docx', samples.docx(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['csv', 'people.csv', samples.csv(), 'text/csv'],
    ['spreadsheet', 'book.xlsx', samples.xlsx(), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['spreadsheet', 'macros.xlsm', samples.xlsm(), 'application/vnd.ms-excel.sheet.macroenabled.12'],
    ['certificate', 'root.pem', samples.pemCertificate(), 'application/x-pem-file'],
    ['certificate', 'root.cer', samples.derCertificate(), 'application/pkix-cert'],
  ] as const;

/** Files whose bytes are not what their names say: each refused with the spec's "Unsupported file type". */
const disguisedFiles = async () =>
  [
    ['image', 'invoice.png', samples.executable()],
    ['image', 'page.png', samples.html()],
    ['image', 'photo.jpg', await samples.png()],
    ['image', 'page.svg', samples.html()],
    ['video', 'clip.mp4', samples.webm()],
    ['audio', 'song.mp3', samples.pdf()],
    ['briefcase-document', 'notes.txt', samples.executable()],
    ['briefcase-document', 'report.pdf', samples.html()],
    ['powerpoint', 'deck.pptx', samples.docx()],
    ['scorm', 'course.zip', samples.pdf()],
    ['csv', 'people.csv', samples.compoundFile()],
    ['certificate', 'root.pem', samples.executable()],
  ] as const;

/** The upload flow through the API, the same on every storage back end (issue 13). */
export function describeUploadFlow(backend: StorageBackend): void {
  describe(`uploads on ${backend} storage`, () => {
    let media: MediaTestApp;
    beforeAll(async () => {
      media = await createMediaTestApp(backend);
    }, 30_000);
    afterAll(() => media?.close());

    it('keeps a file of every content type, typed by its bytes, and serves it back unchanged', async () => {
      for (const [contentType, fileName, data, mimeType] of await acceptedFiles()) {
        const item = completedItem(await media.upload({ contentType, fileName, data })) as MediaItem;
        expect([fileName, item.contentType, item.mimeType, item.name]).toEqual([fileName, contentType, mimeType, fileName]);
        expect(item.url).toBe(`/api/media/${item.id}/file`);
        const served = await media.fixture.call('GET', item.url, undefined, 'app-user');
        expect([fileName, served.statusCode]).toEqual([fileName, 200]);
        expect(sha256(served.rawPayload)).toBe(item.sha256);
        expect(served.rawPayload.length).toBe(item.size);
        // Images are re-encoded without metadata, SVG sanitised; every other file is kept byte for byte.
        if (!contentType.startsWith('image')) expect([fileName, item.sha256]).toEqual([fileName, sha256(data)]);
      }
    });

    it('refuses a file whose bytes are not what its name says, and keeps nothing of it', async () => {
      for (const [contentType, fileName, data] of await disguisedFiles()) {
        const outcome = await media.upload({ contentType, fileName, data });
        expect([fileName, outcome.completed?.statusCode, outcome.completed?.json()]).toEqual([
          fileName,
          400,
          { message: UPLOAD_MESSAGES.unsupportedType, code: 'unsupported_file_type' },
        ]);
        const mediaId = (outcome.signed.json() as SignedUploadParamsResponse).mediaId;
        expect((await media.fixture.call('GET', `/api/media/${mediaId}`)).statusCode).toBe(404);
        expect(await media.storage.head(`media/${media.fixture.accountId}/${mediaId}/original`)).toBeUndefined();
      }
    });

    it('strips location and camera metadata from photos and turns them upright', async () => {
      const photo = await samples.jpegWithLocation(80, 40);
      expect(await sharp(photo).metadata()).toMatchObject({ orientation: 6, exif: expect.any(Buffer) });
      expect(photo.includes(Buffer.from('Slidewise Test Camera'))).toBe(true);
      const item = completedItem(await media.upload({ contentType: 'image', fileName: 'holiday.jpg', data: photo })) as MediaItem;
      const served = (await media.fixture.call('GET', item.url)).rawPayload;
      const metadata = await sharp(served).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(served.includes(Buffer.from('Slidewise Test Camera'))).toBe(false);
      // Orientation 6 is a quarter turn: the 80×40 pixels are shown 40×80.
      expect([item.width, item.height, metadata.width, metadata.height]).toEqual([40, 80, 40, 80]);
    });

    it('sanitises an SVG with script and serves it so that it could never run', async () => {
      const hostile = samples.svg('<script>alert(document.cookie)</script><rect onload="alert(1)" width="5" height="5"/>');
      const item = completedItem(await media.upload({ contentType: 'image', fileName: 'logo.svg', data: hostile })) as MediaItem;
      expect([item.width, item.height]).toEqual([120, 60]);
      const served = await media.fixture.call('GET', item.url);
      expect(served.body).not.toMatch(/script|alert|onload/);
      expect(served.body).toContain('<rect width="5" height="5"/>');
      expect(served.headers['content-type']).toBe('image/svg+xml');
      expect(served.headers['content-security-policy']).toMatch(/sandbox/);
      expect(served.headers['content-security-policy']).toMatch(/default-src 'none'/);
      expect(served.headers['content-disposition']).toMatch(/^attachment/);
    });

    it('refuses a file larger than it was signed for', async () => {
      const data = samples.pdf();
      const outcome = await media.upload({ contentType: 'briefcase-document', fileName: 'grown.pdf', data, declaredSize: data.length - 5 });
      // Disk storage stops the upload itself (413); an S3 store refuses it by its policy, or the completion does.
      const refusal = outcome.completed ?? outcome.sent!;
      expect(refusal.statusCode).toBeGreaterThanOrEqual(400);
      if (outcome.completed) expect(outcome.completed.json()).toEqual({ message: UPLOAD_MESSAGES.tooLarge, code: 'file_too_large' });
      if (!outcome.completed && backend === 'disk') expect(JSON.parse(outcome.sent!.body)).toMatchObject({ code: 'file_too_large' });
    });

    it('refuses a file that arrives empty with the spec’s message, and keeps nothing of it', async () => {
      const outcome = await media.upload({ contentType: 'image', fileName: 'blank.png', data: Buffer.alloc(0), declaredSize: 100 });
      expect([outcome.completed?.statusCode, outcome.completed?.json()]).toEqual([
        400,
        { message: UPLOAD_MESSAGES.empty, code: 'file_empty' },
      ]);
      const mediaId = (outcome.signed.json() as SignedUploadParamsResponse).mediaId;
      expect((await media.fixture.call('GET', `/api/media/${mediaId}`)).statusCode).toBe(404);
      expect(await media.storage.head(`media/${media.fixture.accountId}/${mediaId}/original`)).toBeUndefined();
    });

    it('answers byte ranges, so video and audio can seek', async () => {
      const video = samples.mp4(12_345, 'isom', 4096);
      const item = completedItem(await media.upload({ contentType: 'video', fileName: 'seek.mp4', data: video })) as MediaItem;
      expect(item.durationMs).toBe(12_345);
      const part = await media.fixture.call('GET', item.url, undefined, 'app-user');
      expect(part.headers['accept-ranges']).toBe('bytes');
      const ranged = await media.test.app.inject({
        method: 'GET',
        url: item.url,
        headers: { cookie: media.fixture.people['app-user'].cookie, range: 'bytes=100-199' },
      });
      expect(ranged.statusCode).toBe(206);
      expect(ranged.headers['content-range']).toBe(`bytes 100-199/${video.length}`);
      expect(ranged.rawPayload.equals(video.subarray(100, 200))).toBe(true);
      const tail = await media.test.app.inject({
        method: 'GET',
        url: item.url,
        headers: { cookie: media.fixture.people['app-user'].cookie, range: 'bytes=-10' },
      });
      expect(tail.rawPayload.equals(video.subarray(video.length - 10))).toBe(true);
      const outside = await media.test.app.inject({
        method: 'GET',
        url: item.url,
        headers: { cookie: media.fixture.people['app-user'].cookie, range: `bytes=${video.length}-` },
      });
      expect(outside.statusCode).toBe(416);
      expect(outside.headers['content-range']).toBe(`bytes */${video.length}`);
    });

    it('serves resized image variants in the best format the browser takes, cached in storage', async () => {
      const item = completedItem(
        await media.upload({ contentType: 'image', fileName: 'wide.png', data: await samples.png(1600, 800) }),
      ) as MediaItem;
      const variant = (accept: string, name = 'thumbnail') =>
        media.test.app.inject({
          method: 'GET',
          url: `${item.url}?variant=${name}`,
          headers: { cookie: media.fixture.people['app-user'].cookie, accept },
        });
      const avif = await variant('image/avif,image/webp,*/*');
      expect([avif.statusCode, avif.headers['content-type'], avif.headers.vary]).toEqual([200, 'image/avif', 'Accept']);
      const webp = await variant('image/webp,*/*');
      expect(webp.headers['content-type']).toBe('image/webp');
      expect(await sharp(webp.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320, height: 160 });
      const fallback = await variant('*/*', 'slide');
      expect(await sharp(fallback.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1080, height: 540 });
      // Never enlarged: the full-screen variant of a 1600-pixel image is 1600 pixels.
      expect(await sharp((await variant('*/*', 'fullscreen')).rawPayload).metadata()).toMatchObject({ width: 1600 });
      expect(await media.storage.head(`media/${media.fixture.accountId}/${item.id}/variants/thumbnail.webp`)).toMatchObject({
        contentType: 'image/webp',
        size: webp.rawPayload.length,
      });
      const again = await variant('image/webp');
      expect(again.rawPayload.equals(webp.rawPayload)).toBe(true);
      expect(again.headers['cache-control']).toBe('private, max-age=31536000, immutable');
      const revalidated = await media.test.app.inject({
        method: 'GET',
        url: `${item.url}?variant=thumbnail`,
        headers: { cookie: media.fixture.people['app-user'].cookie, accept: 'image/webp', 'if-none-match': String(again.headers.etag) },
      });
      expect(revalidated.statusCode).toBe(304);
    });

    it('deletes an unused file with its variants', async () => {
      const item = completedItem(
        await media.upload({ contentType: 'image', fileName: 'gone.png', data: await samples.png() }),
      ) as MediaItem;
      await media.fixture.call('GET', `${item.url}?variant=thumbnail`);
      const deleted = await media.fixture.call('DELETE', `/api/media/${item.id}`);
      expect(deleted.statusCode).toBe(204);
      expect((await media.fixture.call('GET', item.url)).statusCode).toBe(404);
      expect(await media.storage.head(`media/${media.fixture.accountId}/${item.id}/original`)).toBeUndefined();
      expect(await media.storage.head(`media/${media.fixture.accountId}/${item.id}/variants/thumbnail.png`)).toBeUndefined();
    });
  });
}
