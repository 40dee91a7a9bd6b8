import type { ContentPackage, TemplateModel } from '@slidewise/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../../test/fetch-mock.ts';
import { mediaId, mediaItem } from '../../../../test/media-fixtures.ts';
import { FakeRequest } from '../../../../ui/upload/fake-request.ts';
import { renderSlideForm } from '../test-support.tsx';

const model: TemplateModel = [{ kind: 'scorm', name: 'package', label: 'SCORM package', required: true }];
const address = '/packages/acc-1/pkg-1/index.html?part=1';
const imported: ContentPackage = {
  id: 'pkg-1',
  mediaId,
  kind: 'scorm',
  standard: 'scorm2004-4th',
  title: 'Fire safety',
  launch: 'index.html?part=1',
  masteryScore: null,
  fileCount: 3,
  unpackedBytes: 4000,
  address,
  createdAt: '2026-11-26T10:00:00.000Z',
};
const signed = {
  mediaId,
  upload: { method: 'PUT', url: `/api/media/uploads/${mediaId}?expires=1&signature=s`, headers: {} },
  expiresAt: '2026-11-26T10:10:00.000Z',
  maxBytes: 2_000_000_000,
};

/** Our API stubbed (fetch), storage played by a fake XMLHttpRequest that accepts the bytes. */
function network(packages: Parameters<typeof mockApi>[0][string]) {
  const requests = mockApi({
    'POST /api/media/getSignedUploadParams': { status: 200, body: signed },
    [`POST /api/media/${mediaId}/complete`]: {
      status: 200,
      body: mediaItem({ contentType: 'scorm', name: 'fire.zip', mimeType: 'application/zip' }),
    },
    'POST /api/packages': packages,
  });
  vi.stubGlobal(
    'XMLHttpRequest',
    vi.fn(function storage() {
      const request = new FakeRequest();
      const send = request.send.bind(request);
      request.send = (body: unknown) => {
        send(body);
        queueMicrotask(() => request.answer(200));
      };
      return request;
    }),
  );
  return requests;
}

const zip = () => new File([new Uint8Array(2000)], 'fire.zip', { type: 'application/zip' });
const drop = () => fireEvent.drop(screen.getByTestId('upload-drop-zone'), { dataTransfer: { files: [zip()], types: ['Files'] } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a SCORM slide’s package field', () => {
  it('uploads the zip as a SCORM package, unpacks it, and takes the package’s launch address', async () => {
    const requests = network({ status: 201, body: imported });
    const { edits } = await renderSlideForm(model, { package: '' }, { type: 'scorm' });
    drop();
    expect(await screen.findByText('Fire safety is ready to play (SCORM 2004 4th edition, 3 files).')).toBeTruthy();
    expect(edits).toEqual([{ path: ['package'], value: address, continues: false }]);
    expect(requests.find((request) => request.path === '/api/media/getSignedUploadParams')?.body).toMatchObject({ contentType: 'scorm' });
    expect(requests.find((request) => request.path === '/api/packages')?.body).toEqual({ mediaId, kind: 'scorm' });
  });

  it('uploads an AICC slide’s zip as an AICC package', async () => {
    const requests = network({ status: 201, body: { ...imported, kind: 'aicc', standard: 'aicc' } });
    await renderSlideForm(model, { package: '' }, { type: 'aicc' });
    drop();
    expect(await screen.findByText(/\(AICC, 3 files\)/)).toBeTruthy();
    expect(requests.find((request) => request.path === '/api/media/getSignedUploadParams')?.body).toMatchObject({ contentType: 'aicc' });
    expect(requests.find((request) => request.path === '/api/packages')?.body).toEqual({ mediaId, kind: 'aicc' });
  });

  it('shows the server’s precise refusal and keeps the slide’s package as it was', async () => {
    const message = 'imsmanifest.xml is in the folder "course/", not at the root of the zip. Zip the contents of that folder instead.';
    network({ status: 400, body: { message, code: 'package_manifest_in_folder', details: { folder: 'course/' } } });
    const { edits } = await renderSlideForm(model, { package: '/packages/acc-1/old/index.html' }, { type: 'scorm' });
    drop();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(edits).toEqual([]);
    // The package itself is at fault: unpacking it again would change nothing.
    expect(screen.queryByRole('button', { name: 'Unpack again' })).toBeNull();
  });

  it('offers to unpack again after a failure that is not the package’s, in Spanish', async () => {
    let calls = 0;
    network(() =>
      ++calls === 1 ? { status: 503, body: { message: 'Servicio no disponible', code: 'unavailable' } } : { status: 201, body: imported },
    );
    const { edits, user } = await renderSlideForm(model, { package: '' }, { type: 'scorm', language: 'es-ES' });
    drop();
    expect(await screen.findByText('Servicio no disponible')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Descomprimir de nuevo' }));
    expect(await screen.findByText('Fire safety está listo para reproducirse (SCORM 2004, 4.ª edición, 3 archivos).')).toBeTruthy();
    await waitFor(() => expect(edits).toEqual([{ path: ['package'], value: address, continues: false }]));
  });

  it('takes a typed address as it is, without unpacking anything', async () => {
    const requests = network({ status: 201, body: imported });
    const { edits, user } = await renderSlideForm(model, { package: '' }, { type: 'scorm' });
    await user.type(screen.getByRole('textbox', { name: /SCORM package/ }), 'h');
    expect(edits).toEqual([{ path: ['package'], value: 'h', continues: false }]);
    expect(requests).toEqual([]);
  });
});
