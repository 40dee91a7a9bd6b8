import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '../../test/with-i18n.tsx';
import { mockApi } from '../../test/fetch-mock.ts';
import { mediaId, mediaItem } from '../../test/media-fixtures.ts';
import { FakeRequest } from './fake-request.ts';
import { uploadOneFile } from './upload-one-file.ts';

afterEach(() => vi.unstubAllGlobals());

const signed = {
  mediaId,
  upload: { method: 'PUT', url: `/api/media/uploads/${mediaId}?expires=1&signature=s`, headers: {} },
  expiresAt: '2026-11-26T10:10:00.000Z',
  maxBytes: 40_000_000,
};

describe('uploadOneFile', () => {
  it('signs, sends and completes one file, answering the stored item', async () => {
    const i18n = await createTestI18n();
    const requests = mockApi({
      'POST /api/media/getSignedUploadParams': { status: 200, body: signed },
      [`POST /api/media/${mediaId}/complete`]: { status: 200, body: mediaItem({ name: 'shelf.png' }) },
    });
    const transfer = new FakeRequest();
    // Storage takes the bytes as soon as they are sent.
    vi.stubGlobal(
      'XMLHttpRequest',
      class {
        constructor() {
          queueMicrotask(() => transfer.answer(200));
          // biome-ignore lint/correctness/noConstructorReturn: the stand-in is the recording fake itself.
          return transfer;
        }
      },
    );
    const item = await uploadOneFile(new File(['png'], 'shelf.png', { type: 'image/png' }), 'image', i18n.t, 'en-US');
    expect(item.name).toBe('shelf.png');
    expect(transfer.url).toBe(signed.upload.url);
    expect(requests.map((request) => request.path)).toEqual(['/api/media/getSignedUploadParams', `/api/media/${mediaId}/complete`]);
  });

  it('refuses a wrong file before asking anything, with the spec’s message in the person’s language', async () => {
    const i18n = await createTestI18n('es-ES');
    const requests = mockApi({});
    await expect(uploadOneFile(new File(['x'], 'notes.txt'), 'image', i18n.t, 'es-ES')).rejects.toThrow(
      'Tipo de archivo no admitido. Comprueba el tipo de archivo e inténtalo de nuevo.',
    );
    expect(requests).toEqual([]);
  });

  it('words a server refusal for the person', async () => {
    const i18n = await createTestI18n();
    mockApi({
      'POST /api/media/getSignedUploadParams': {
        status: 403,
        body: { message: 'You may not upload this kind of file.', code: 'forbidden' },
      },
    });
    await expect(uploadOneFile(new File(['x'], 'a.png'), 'image', i18n.t, 'en-US')).rejects.toThrow(
      'You do not have permission to do this.',
    );
  });
});
