import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  UPLOAD_ALLOWED_EXTENSIONS,
  UPLOAD_MESSAGES,
  UPLOAD_MESSAGES_BY_LOCALE,
  uploadContentTypes,
  type SignedUploadParamsResponse,
} from '@slidewise/core';
import { createMediaTestApp, type MediaTestApp } from './testing/media-fixture.ts';
import * as samples from './testing/sample-files.ts';

// Templates §5 and §9 at the signing step: which names and sizes each content type takes, with the
// spec's messages. Nothing is uploaded for these: the browser is told before it sends a byte.

let media: MediaTestApp;
let reducedVideo: MediaTestApp;
beforeAll(async () => {
  media = await createMediaTestApp('disk');
  reducedVideo = await createMediaTestApp('disk', { reducedVideoUploadSize: true });
}, 30_000);
afterAll(async () => {
  await media?.close();
  await reducedVideo?.close();
});

const sign = (app: MediaTestApp, contentType: string, fileName: string, size: number) =>
  app.fixture.call('POST', '/api/media/getSignedUploadParams', { contentType, fileName, size });

const refusal = (message: string, code: string) => ({ message, code });
const unsupported = refusal(UPLOAD_MESSAGES.unsupportedType, 'unsupported_file_type');
const tooLarge = refusal(UPLOAD_MESSAGES.tooLarge, 'file_too_large');

const refusedExtensions: Record<string, readonly string[]> = {
  image: ['webp', 'bmp', 'tiff', 'html', 'exe'],
  video: ['avi', 'mkv', 'wmv', 'gif'],
  audio: ['wav', 'ogg', 'm4a', 'aac'],
  scorm: ['rar', 'tar', 'gz'],
  aicc: ['rar', 'crs'],
  powerpoint: ['ppt', 'key', 'pdf'],
  csv: ['tsv', 'txt', 'xlsx'],
  spreadsheet: ['xls', 'csv', 'ods'],
  certificate: ['p12', 'pfx', 'der', 'key'],
  'ai-document': ['doc', 'ppt', 'txt'],
  'briefcase-document': ['exe', 'html', 'js', 'zip', 'webm', 'svgz'],
};

describe('getSignedUploadParams', () => {
  it('accepts every extension of every content type (templates §5), in any case', async () => {
    for (const contentType of uploadContentTypes) {
      for (const extension of UPLOAD_ALLOWED_EXTENSIONS[contentType]) {
        for (const fileName of [`file.${extension}`, `FILE.${extension.toUpperCase()}`]) {
          expect([contentType, fileName, (await sign(media, contentType, fileName, 1000)).statusCode]).toEqual([
            contentType,
            fileName,
            200,
          ]);
        }
      }
    }
  });

  it('refuses other extensions, and names without one, with the spec’s message', async () => {
    for (const [contentType, extensions] of Object.entries(refusedExtensions)) {
      for (const fileName of [...extensions.map((extension) => `file.${extension}`), 'no-extension', '.png']) {
        const answer = await sign(media, contentType, fileName, 1000);
        expect([contentType, fileName, answer.statusCode, answer.json()]).toEqual([contentType, fileName, 400, unsupported]);
      }
    }
  });

  it('answers an unknown content type with an error of its own', async () => {
    const answer = await sign(media, 'executable', 'tool.exe', 1000);
    expect([answer.statusCode, answer.json().code]).toEqual([400, 'unknown_content_type']);
    expect(answer.json().message).toMatch(/Unknown upload content type/);
  });

  it('refuses an empty file', async () => {
    expect((await sign(media, 'image', 'blank.png', 0)).json()).toEqual(refusal(UPLOAD_MESSAGES.empty, 'file_empty'));
  });

  it('takes each content type up to its maximum size and refuses one byte more (templates §9)', async () => {
    const maxima = [
      ['image', 'a.png', 40_000_000],
      ['audio', 'a.mp3', 40_000_000],
      ['video', 'a.mp4', 250_000_000],
      ['powerpoint', 'a.pptx', 100_000_000],
      ['ai-document', 'a.pdf', 100_000_000],
      ['briefcase-document', 'a.pdf', 100_000_000],
      ['csv', 'a.csv', 40_000_000],
      ['spreadsheet', 'a.xlsx', 40_000_000],
      ['certificate', 'a.pem', 40_000_000],
    ] as const;
    for (const [contentType, fileName, maximum] of maxima) {
      const atLimit = await sign(media, contentType, fileName, maximum);
      expect([contentType, atLimit.statusCode, (atLimit.json() as SignedUploadParamsResponse).maxBytes]).toEqual([
        contentType,
        200,
        maximum,
      ]);
      const over = await sign(media, contentType, fileName, maximum + 1);
      expect([contentType, over.statusCode, over.json()]).toEqual([contentType, 400, tooLarge]);
    }
  });

  it('leaves SCORM and AICC packages unlimited by the spec, bounded by the server’s MAX_UPLOAD_BYTES', async () => {
    for (const contentType of ['scorm', 'aicc']) {
      const atCeiling = await sign(media, contentType, 'course.zip', 2_000_000_000);
      expect([contentType, atCeiling.statusCode, atCeiling.json().maxBytes]).toEqual([contentType, 200, 2_000_000_000]);
      expect((await sign(media, contentType, 'course.zip', 2_000_000_001)).json()).toEqual(tooLarge);
    }
  });

  it('lowers the video maximum to 150 000 000 bytes with the reduced-size flag', async () => {
    expect((await sign(reducedVideo, 'video', 'a.mov', 150_000_000)).statusCode).toBe(200);
    expect((await sign(reducedVideo, 'video', 'a.mov', 150_000_001)).json()).toEqual(tooLarge);
    expect((await sign(reducedVideo, 'image', 'a.png', 40_000_000)).statusCode).toBe(200);
  });

  it('answers a short-lived signed upload to this server on disk storage', async () => {
    const answer = (await sign(media, 'image', 'a.png', 1234)).json() as SignedUploadParamsResponse;
    expect(answer.upload).toEqual({
      method: 'PUT',
      url: expect.stringMatching(new RegExp(`^/api/media/uploads/${answer.mediaId}\\?expires=\\d+&signature=[\\w-]+$`)),
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(new Date(answer.expiresAt).getTime() - media.test.clock.now().getTime()).toBe(15 * 60 * 1000);
  });

  it('refuses a file name with folders or control characters', async () => {
    for (const fileName of ['../../etc/passwd.png', 'a\\b.png', 'tab\there.png']) {
      expect([fileName, (await sign(media, 'image', fileName, 10)).statusCode]).toEqual([fileName, 400]);
    }
  });
});

describe('hostile signing requests', () => {
  const post = (payload: string, contentType = 'application/json') =>
    media.test.app.inject({
      method: 'POST',
      url: '/api/media/getSignedUploadParams',
      headers: { cookie: media.fixture.people['content-author'].cookie, 'content-type': contentType },
      payload,
    });

  it('answers each with a 4xx and a message, never a 500', async () => {
    const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
    const cases: [string, string, string | undefined, number, string][] = [
      ['nested 100 000 deep', `{"contentType":${deep(100_000)},"fileName":"a.png","size":1}`, undefined, 400, 'validation_failed'],
      [
        'a body past the limit',
        JSON.stringify({ contentType: 'image', fileName: `${'a'.repeat(5_000_000)}.png`, size: 1 }),
        undefined,
        413,
        'payload_too_large',
      ],
      ['broken JSON', '{"contentType":', undefined, 400, 'bad_request'],
      ['a prototype key', '{"__proto__":{"admin":true},"contentType":"image","fileName":"a.png","size":1}', undefined, 400, 'bad_request'],
      ['null', 'null', undefined, 400, 'validation_failed'],
      ['a form', 'contentType=image&fileName=a.png&size=1', 'application/x-www-form-urlencoded', 415, 'unsupported_media_type'],
      [
        'a name past 255 characters',
        JSON.stringify({ contentType: 'image', fileName: `${'a'.repeat(300)}.png`, size: 1 }),
        undefined,
        400,
        'validation_failed',
      ],
      [
        'a size that is not a whole number',
        JSON.stringify({ contentType: 'image', fileName: 'a.png', size: 1.5 }),
        undefined,
        400,
        'validation_failed',
      ],
      [
        'a NUL in the name',
        JSON.stringify({ contentType: 'image', fileName: 'a\u0000.png', size: 1 }),
        undefined,
        400,
        'validation_failed',
      ],
    ];
    for (const [label, payload, contentType, status, code] of cases) {
      const answer = await post(payload, contentType);
      expect([label, answer.statusCode, answer.json().code, typeof answer.json().message]).toEqual([label, status, code, 'string']);
    }
  });

  it('keeps a name of any script and punctuation as given, and refuses one that names a folder', async () => {
    for (const fileName of ['фото 写真 📷.png', `"quoted" 'single' <b onmouseover="alert(1)">bold.png`, '...png']) {
      expect([fileName, (await sign(media, 'image', fileName, 10)).statusCode]).toEqual([fileName, 200]);
    }
    for (const fileName of ['..', '../x.png', 'a/b.png', '/etc/x.png']) {
      expect([fileName, (await sign(media, 'image', fileName, 10)).statusCode]).toEqual([fileName, 400]);
    }
  });
});

describe('the spec’s refusals in the caller’s language', () => {
  const spanish = UPLOAD_MESSAGES_BY_LOCALE['es-ES'];
  // The person `sign` signs as, who alone may complete the upload.
  const inSpanish = { cookie: () => media.fixture.people['account-owner'].cookie, 'accept-language': 'es-ES,es;q=0.9,en;q=0.8' };
  const signAsking = (language: string | undefined, body: unknown) =>
    media.test.app.inject({
      method: 'POST',
      url: '/api/media/getSignedUploadParams',
      headers: { cookie: inSpanish.cookie(), ...(language ? { 'accept-language': language } : {}) },
      payload: body as Record<string, unknown>,
    });

  it('words each refusal at signing in Spanish when asked first, else in English, with the same code', async () => {
    const refused = [
      [{ contentType: 'image', fileName: 'blank.png', size: 0 }, 'empty', 'file_empty'],
      [{ contentType: 'image', fileName: 'huge.png', size: 40_000_001 }, 'tooLarge', 'file_too_large'],
      [{ contentType: 'image', fileName: 'tool.exe', size: 10 }, 'unsupportedType', 'unsupported_file_type'],
      [
        [
          { contentType: 'image', fileName: 'a.png', size: 1 },
          { contentType: 'image', fileName: 'b.png', size: 1 },
        ],
        'tooManyFiles',
        'too_many_files',
      ],
    ] as const;
    for (const [body, refusal, code] of refused) {
      expect((await signAsking(inSpanish['accept-language'], body)).json()).toEqual({ message: spanish[refusal], code });
      expect((await signAsking('en-US', body)).json()).toEqual({ message: UPLOAD_MESSAGES[refusal], code });
      expect((await signAsking(undefined, body)).json()).toEqual({ message: UPLOAD_MESSAGES[refusal], code });
    }
  });

  it('words a refusal of the bytes in Spanish too: at the upload link and at completion', async () => {
    const signed = (await sign(media, 'image', 'photo.png', 10)).json() as SignedUploadParamsResponse;
    const tooMuch = await media.test.app.inject({
      method: 'PUT',
      url: signed.upload.url,
      headers: { 'content-type': 'application/octet-stream', 'accept-language': 'es' },
      payload: Buffer.alloc(5000, 1),
    });
    expect([tooMuch.statusCode, tooMuch.json()]).toEqual([413, { message: spanish.tooLarge, code: 'file_too_large' }]);

    const disguised = (await sign(media, 'image', 'invoice.png', samples.executable().length)).json() as SignedUploadParamsResponse;
    expect((await media.send(disguised, samples.executable())).statusCode).toBe(200);
    const completed = await media.test.app.inject({
      method: 'POST',
      url: `/api/media/${disguised.mediaId}/complete`,
      headers: { cookie: inSpanish.cookie(), 'accept-language': 'es-MX' },
    });
    expect([completed.statusCode, completed.json()]).toEqual([400, { message: spanish.unsupportedType, code: 'unsupported_file_type' }]);
  });
});

describe('the signed upload URL', () => {
  const signed = async (data: Buffer) =>
    (await sign(media, 'briefcase-document', 'notes.txt', data.length)).json() as SignedUploadParamsResponse;
  const put = (url: string, data: Buffer) =>
    media.test.app.inject({ method: 'PUT', url, headers: { 'content-type': 'application/octet-stream' }, payload: data });

  it('is refused once expired, or with its signature changed', async () => {
    const data = samples.text();
    const expired = await signed(data);
    media.test.clock.advance(15 * 60 * 1000 + 1000);
    const late = await put(expired.upload.url, data);
    expect([late.statusCode, late.json().code]).toEqual([403, 'upload_link_invalid']);
    const fresh = await signed(data);
    const tampered = fresh.upload.url.replace(/signature=.{4}/, 'signature=AAAA');
    expect((await put(tampered, data)).statusCode).toBe(403);
    expect((await put(fresh.upload.url.replace(fresh.mediaId, expired.mediaId), data)).statusCode).toBe(403);
    expect((await put(fresh.upload.url.split('?')[0]!, data)).json().code).toBe('upload_link_invalid');
    expect((await put(fresh.upload.url, data)).statusCode).toBe(200);
  });

  it('stops a body larger than the signed size (413) and keeps nothing', async () => {
    const target = await signed(Buffer.alloc(10));
    const answer = await put(target.upload.url, Buffer.alloc(50_000, 65));
    expect([answer.statusCode, answer.json()]).toEqual([413, tooLarge]);
    expect(await media.storage.head(`media/${media.fixture.accountId}/${target.mediaId}/original`)).toBeUndefined();
  });

  it('takes a body larger than the JSON body limit, streamed', async () => {
    const data = Buffer.concat([samples.text(), Buffer.alloc(3 * 1024 * 1024, 97)]);
    const target = await signed(data);
    const answer = await put(target.upload.url, data);
    expect([answer.statusCode, answer.json()]).toEqual([200, { size: data.length }]);
  });

  it('cannot be used again once the upload is complete', async () => {
    const data = samples.text();
    const target = await signed(data);
    expect((await put(target.upload.url, data)).statusCode).toBe(200);
    expect((await media.fixture.call('POST', `/api/media/${target.mediaId}/complete`)).statusCode).toBe(200);
    expect((await put(target.upload.url, samples.executable())).statusCode).toBe(404);
  });
});

describe('completing an upload', () => {
  it('answers 409 while nothing has been uploaded, and lets the upload go on', async () => {
    const target = (
      await media.fixture.call(
        'POST',
        '/api/media/getSignedUploadParams',
        { contentType: 'image', fileName: 'later.png', size: 100 },
        'content-author',
      )
    ).json() as SignedUploadParamsResponse;
    const early = await media.fixture.call('POST', `/api/media/${target.mediaId}/complete`, undefined, 'content-author');
    expect([early.statusCode, early.json().code]).toEqual([409, 'upload_missing']);
    // Someone else of the account cannot complete it, nor can another account.
    expect((await media.fixture.call('POST', `/api/media/${target.mediaId}/complete`, undefined, 'account-owner')).statusCode).toBe(404);
    expect((await media.fixture.call('POST', `/api/media/${target.mediaId}/complete`, undefined, 'outsider')).statusCode).toBe(404);
  });

  it('explains that a HEIC photo this build cannot decode must be sent as JPEG or PNG', async () => {
    const outcome = await media.upload({ contentType: 'image', fileName: 'IMG_0001.HEIC', data: samples.heic() });
    expect(outcome.completed?.statusCode).toBe(400);
    expect(outcome.completed?.json()).toEqual({
      code: 'heic_not_supported',
      message: 'This HEIC photo cannot be converted on this server. Please save it as JPEG or PNG and upload it again.',
    });
  });
});
