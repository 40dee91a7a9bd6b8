import { describe, expect, it } from 'vitest';
import { FakeRequest } from './fake-request.ts';
import { sendFile, UploadCancelledError, UploadTransferError, type UploadProgress } from './send-file.ts';

const photo = new File([new Uint8Array(1000)], 'beach.png', { type: 'image/png' });

function start(target: Parameters<typeof sendFile>[1]) {
  const request = new FakeRequest();
  const progress: UploadProgress[] = [];
  const sending = sendFile(
    photo,
    target,
    (step) => progress.push(step),
    () => request.asRequest(),
  );
  return { request, progress, sending };
}

describe('sendFile', () => {
  it('posts the presigned fields first and the file last, reporting progress until storage answers', async () => {
    const { request, progress, sending } = start({ method: 'POST', url: 'https://bucket.test/', fields: { key: 'a/b', policy: 'p' } });
    expect(request.method).toBe('POST');
    expect(request.url).toBe('https://bucket.test/');
    const form = request.body as FormData;
    expect([...form.keys()]).toEqual(['key', 'policy', 'file']);
    expect(form.get('key')).toBe('a/b');
    request.progress(400, 1000);
    request.answer(204);
    await sending.finished;
    expect(progress).toEqual([
      { loaded: 400, total: 1000 },
      { loaded: 1000, total: 1000 },
    ]);
  });

  it('puts the raw file with the signed headers', async () => {
    const { request, sending } = start({ method: 'PUT', url: '/api/media/upload/xyz', headers: { 'Content-Type': 'image/png' } });
    expect(request.body).toBe(photo);
    expect(request.headers).toEqual({ 'Content-Type': 'image/png' });
    request.answer(200);
    await expect(sending.finished).resolves.toBeUndefined();
  });

  it("rejects with storage's own message when it refuses the bytes", async () => {
    const { request, sending } = start({ method: 'PUT', url: '/api/media/upload/xyz', headers: {} });
    request.answer(413, JSON.stringify({ message: 'File is too large.', code: 'file_too_large' }));
    const failure = await sending.finished.catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UploadTransferError);
    expect(failure).toMatchObject({ status: 413, serverMessage: 'File is too large.', code: 'file_too_large' });
  });

  it('rejects without words when the answer is not JSON (S3 answers XML)', async () => {
    const { request, sending } = start({ method: 'POST', url: 'https://bucket.test/', fields: {} });
    request.answer(403, '<Error><Code>AccessDenied</Code></Error>');
    await expect(sending.finished).rejects.toMatchObject({ status: 403, serverMessage: undefined });
  });

  it('tells a dropped connection (status 0) from a cancel', async () => {
    const dropped = start({ method: 'PUT', url: '/x', headers: {} });
    dropped.request.dropConnection();
    await expect(dropped.sending.finished).rejects.toMatchObject({ status: 0 });

    const cancelled = start({ method: 'PUT', url: '/x', headers: {} });
    cancelled.sending.cancel();
    expect(cancelled.request.aborted).toBe(true);
    await expect(cancelled.sending.finished).rejects.toBeInstanceOf(UploadCancelledError);
  });
});
