import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { UPLOAD_MESSAGES, type SignedUploadParamsResponse } from '@slidewise/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesNamedIn, formBoundary, oneFilePartOnly } from './one-file.ts';
import { originalKey } from './media-keys.ts';
import { createMediaTestApp, type MediaTestApp } from './testing/media-fixture.ts';
import * as samples from './testing/sample-files.ts';

const tooMany = { code: 'too_many_files', message: UPLOAD_MESSAGES.tooManyFiles };
const BOUNDARY = '----form7MA4YWxkTrZu0gW';

/** A multipart form of files as a browser sends it. */
function form(files: { name: string; data: Buffer }[]): Buffer {
  const parts = files.flatMap(({ name, data }) => [
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`),
    data,
    Buffer.from('\r\n'),
  ]);
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n`),
    ...parts,
    Buffer.from(`--${BOUNDARY}--\r\n`),
  ]);
}

/** The body through the counter in chunks of `size` bytes, so delimiters and headers fall across chunks. */
const throughCounter = (body: Buffer, size: number) =>
  text(
    Readable.from(
      Array.from({ length: Math.ceil(body.length / size) }, (_, index) => body.subarray(index * size, (index + 1) * size)),
    ).pipe(oneFilePartOnly(BOUNDARY)),
  );

describe('counting the files of a request', () => {
  it('counts the files a signing request names', () => {
    expect(filesNamedIn({ contentType: 'image', fileName: 'a.png', size: 1 })).toBe(1);
    expect(filesNamedIn([{ fileName: 'a.png' }, { fileName: 'b.png' }])).toBe(2);
    expect(filesNamedIn({ contentType: 'image', files: [{}, {}, {}] })).toBe(3);
    expect(filesNamedIn({ contentType: 'image', fileName: ['a.png', 'b.png'], size: [1, 2] })).toBe(2);
    expect(filesNamedIn(null)).toBe(0);
  });

  it('reads a form’s boundary, quoted or not, and nothing from other bodies', () => {
    expect(formBoundary(`multipart/form-data; boundary=${BOUNDARY}`)).toBe(BOUNDARY);
    expect(formBoundary('multipart/form-data; boundary="a b"')).toBe('a b');
    expect(formBoundary('application/octet-stream')).toBeUndefined();
    expect(formBoundary(undefined)).toBeUndefined();
  });

  it('lets a form of one file through unchanged, and refuses a second file part wherever the chunks fall', async () => {
    const one = form([{ name: 'a.png', data: Buffer.alloc(5000, 7) }]);
    for (const size of [1, 7, 64, 100_000]) expect(await throughCounter(one, size)).toBe(one.toString());
    const two = form([
      { name: 'a.png', data: Buffer.alloc(5000, 7) },
      { name: 'b.png', data: Buffer.alloc(10, 8) },
    ]);
    for (const size of [1, 7, 64, 100_000]) await expect(throughCounter(two, size)).rejects.toMatchObject(tooMany);
  });
});

let media: MediaTestApp;
beforeAll(async () => {
  media = await createMediaTestApp('disk');
}, 30_000);
afterAll(async () => {
  await media?.close();
});

describe('one file per request, on the server', () => {
  it('refuses a signing request for several files with the spec’s message, after checking who asks', async () => {
    const several = [
      { contentType: 'image', fileName: 'a.png', size: 10 },
      { contentType: 'image', fileName: 'b.png', size: 10 },
    ];
    const refused = await media.fixture.call('POST', '/api/media/getSignedUploadParams', several);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject(tooMany);
    const listed = await media.fixture.call('POST', '/api/media/getSignedUploadParams', {
      contentType: 'image',
      fileName: ['a.png', 'b.png'],
      size: 10,
    });
    expect(listed.json()).toMatchObject(tooMany);
    const anonymous = await media.test.app.inject({ method: 'POST', url: '/api/media/getSignedUploadParams', payload: several });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a form of two files sent to the upload link, and keeps none of it', async () => {
    const body = form([
      { name: 'a.png', data: await samples.png() },
      { name: 'b.png', data: await samples.png() },
    ]);
    const signed = await media.fixture.call('POST', '/api/media/getSignedUploadParams', {
      contentType: 'image',
      fileName: 'a.png',
      size: body.length,
    });
    const params = signed.json() as SignedUploadParamsResponse;
    if (params.upload.method !== 'PUT') throw new Error('the disk back end signs a PUT');
    const sent = await media.test.app.inject({
      method: 'PUT',
      url: params.upload.url,
      headers: { ...params.upload.headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: body,
    });
    expect(sent.statusCode).toBe(400);
    expect(sent.json()).toMatchObject(tooMany);
    expect(await media.storage.head(originalKey({ id: params.mediaId, accountId: media.fixture.accountId }))).toBeUndefined();
  });
});
