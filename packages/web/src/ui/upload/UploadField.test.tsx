import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { completeUpload, getSignedUploadParams } from '../../api/media.ts';
import { mockApi } from '../../test/fetch-mock.ts';
import { mediaId, mediaItem } from '../../test/media-fixtures.ts';
import { withI18n } from '../../test/with-i18n.tsx';
import { FakeRequest } from './fake-request.ts';
import { sendFile } from './send-file.ts';
import { UploadField, type UploadFieldProps } from './UploadField.tsx';

const signed = {
  mediaId,
  upload: { method: 'PUT', url: `/api/media/uploads/${mediaId}?expires=1&signature=s`, headers: {} },
  expiresAt: '2026-11-26T10:10:00.000Z',
  maxBytes: 40_000_000,
};

/** The network: our API through the typed client (fetch stubbed), storage through a fake XHR per attempt. */
function network(replies: Parameters<typeof mockApi>[0] = {}) {
  const requests = mockApi({
    'POST /api/media/getSignedUploadParams': { status: 200, body: signed },
    [`POST /api/media/${mediaId}/complete`]: { status: 200, body: mediaItem() },
    ...replies,
  });
  const transfers: FakeRequest[] = [];
  const transport = {
    sign: getSignedUploadParams,
    complete: completeUpload,
    send: ((file, target, onProgress) => {
      const request = new FakeRequest();
      transfers.push(request);
      return sendFile(file, target, onProgress, () => request.asRequest());
    }) satisfies typeof sendFile,
  };
  return { requests, transfers, transport };
}

/** The field in a form that keeps its value, as a caller does; every reported change is recorded. */
function Harness({ props, changes }: { props: Partial<UploadFieldProps>; changes: string[] }) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <UploadField
      label="Picture"
      contentType="image"
      preview="image"
      {...props}
      value={value}
      onChange={(next) => {
        changes.push(next);
        setValue(next);
      }}
    />
  );
}

async function renderField(props: Partial<UploadFieldProps> & Pick<UploadFieldProps, 'transport'>, language = 'en-US') {
  const changes: string[] = [];
  const I18n = await withI18n(language);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18n>
        <Harness props={props} changes={changes} />
      </I18n>
    </QueryClientProvider>,
  );
  return { changes, user: userEvent.setup() };
}

const png = (name = 'beach.png', bytes = 1000) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });
const dropZone = () => screen.getByTestId('upload-drop-zone');
const drop = (files: File[]) => fireEvent.drop(dropZone(), { dataTransfer: { files, types: ['Files'] } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the upload field', () => {
  it('uploads a chosen file straight to storage with a progress bar, then uses and previews it', async () => {
    const { requests, transfers, transport } = network();
    const { changes, user } = await renderField({ transport });
    await user.upload(screen.getByLabelText('Choose a file for Picture'), png());
    await waitFor(() => expect(transfers).toHaveLength(1));
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/media/getSignedUploadParams',
      body: { contentType: 'image', fileName: 'beach.png', size: 1000 },
    });
    expect(transfers[0]).toMatchObject({ method: 'PUT', url: signed.upload.url });
    transfers[0]!.progress(250, 1000);
    const bar = await screen.findByRole('progressbar', { name: 'Uploading beach.png' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('25'));
    expect(screen.getByText('beach.png: 25%')).toBeTruthy();
    transfers[0]!.answer(200, '{"size":1000}');
    await waitFor(() => expect(changes).toEqual([`/api/media/${mediaId}/file`]));
    expect(requests.at(-1)).toMatchObject({ method: 'POST', path: `/api/media/${mediaId}/complete` });
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('img', { name: 'Preview of Picture' }).getAttribute('src')).toBe(`/api/media/${mediaId}/file`);
    expect(screen.getByRole('textbox', { name: 'Picture' })).toHaveProperty('value', `/api/media/${mediaId}/file`);
  });

  it('takes a dropped file, and a pasted one, but refuses more than one at once', async () => {
    const { transfers, transport } = network();
    await renderField({ transport });
    drop([png('a.png'), png('b.png')]);
    expect(within(screen.getByRole('alert')).getByText('Too many files, only one file is allowed.')).toBeTruthy();
    expect(transfers).toHaveLength(0);

    drop([png('dropped.png')]);
    await waitFor(() => expect(transfers).toHaveLength(1));
    expect(screen.queryByRole('alert')).toBeNull();
    transfers[0]!.answer(200);
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());

    fireEvent.paste(screen.getByRole('textbox', { name: 'Picture' }), { clipboardData: { files: [png('screenshot.png')] } });
    await waitFor(() => expect(transfers).toHaveLength(2));
    expect((transfers[1]!.body as File).name).toBe('screenshot.png');
  });

  it('refuses a wrong, empty or too large file in the browser with the spec’s messages, in Spanish too', async () => {
    const { requests, transport } = network();
    await renderField({ transport }, 'es-ES');
    drop([new File(['MZ'], 'setup.exe')]);
    expect(screen.getByRole('alert').textContent).toContain(
      'Tipo de archivo no admitido. Comprueba el tipo de archivo e inténtalo de nuevo.',
    );
    drop([png('empty.png', 0)]);
    expect(screen.getByRole('alert').textContent).toContain('El archivo está vacío.');
    const huge = png('huge.png');
    Object.defineProperty(huge, 'size', { value: 40_000_001 });
    drop([huge]);
    expect(screen.getByRole('alert').textContent).toContain('El archivo es demasiado grande.');
    // Nothing was asked of the server, and these cannot be retried as they are.
    expect(requests).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Volver a intentarlo' })).toBeNull();
  });

  it('shows the server’s refusal of the bytes in the person’s language, without a retry', async () => {
    const refusal = {
      status: 400,
      body: { message: 'Unsupported file type. Please check your file type and try again.', code: 'unsupported_file_type' },
    };
    const { transfers, transport } = network({ [`POST /api/media/${mediaId}/complete`]: refusal });
    const { changes } = await renderField({ transport }, 'es-ES');
    drop([png('page.png')]);
    await waitFor(() => expect(transfers).toHaveLength(1));
    transfers[0]!.answer(200);
    expect(await screen.findByText('Tipo de archivo no admitido. Comprueba el tipo de archivo e inténtalo de nuevo.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Volver a intentarlo' })).toBeNull();
    expect(changes).toEqual([]);
  });

  it('words the server’s other refusals in the person’s language too: a HEIC photo it cannot convert', async () => {
    const refusal = {
      status: 400,
      body: {
        message: 'This HEIC photo cannot be converted on this server. Please save it as JPEG or PNG and upload it again.',
        code: 'heic_not_supported',
      },
    };
    const { transfers, transport } = network({ [`POST /api/media/${mediaId}/complete`]: refusal });
    await renderField({ transport }, 'es-ES');
    drop([new File([new Uint8Array(100)], 'IMG_0001.HEIC', { type: 'image/heic' })]);
    await waitFor(() => expect(transfers).toHaveLength(1));
    transfers[0]!.answer(200);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Esta foto HEIC no se puede convertir en este servidor. Guárdala como JPEG o PNG y vuelve a subirla.',
    );
    expect(alert.textContent).not.toContain(refusal.body.message);
  });

  it('cancels an upload in flight, and retries one the network dropped', async () => {
    const { transfers, transport } = network();
    const { changes, user } = await renderField({ transport });
    drop([png()]);
    await waitFor(() => expect(transfers).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(transfers[0]!.aborted).toBe(true);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();

    drop([png()]);
    await waitFor(() => expect(transfers).toHaveLength(2));
    transfers[1]!.dropConnection();
    expect(await screen.findByText('Network error! Please make sure you are connected to an active network and try again')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(transfers).toHaveLength(3));
    transfers[2]!.answer(200);
    await waitFor(() => expect(changes).toEqual([`/api/media/${mediaId}/file`]));
  });

  it('still takes a web address, typed', async () => {
    const { transport } = network();
    const { changes, user } = await renderField({ transport });
    await user.type(screen.getByRole('textbox', { name: 'Picture' }), 'https://x.test/a.png');
    expect(changes.at(-1)).toBe('https://x.test/a.png');
    expect(screen.getByRole('img', { name: 'Preview of Picture' }).getAttribute('src')).toBe('https://x.test/a.png');
  });

  it('reuses a file from the library, listed by the field’s content type', async () => {
    const { requests, transport } = network({
      'GET /api/media': {
        status: 200,
        body: { items: [mediaItem({ name: 'logo.png' })], totalCount: 1, currentPage: 1, pageSize: 100, nextCursor: null },
      },
    });
    const { changes, user } = await renderField({ transport, library: true });
    await user.click(screen.getByRole('button', { name: 'Choose from library' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose from the media library' });
    await user.click(await within(dialog).findByRole('button', { name: /logo\.png/ }));
    expect(changes).toEqual([`/api/media/${mediaId}/file`]);
    expect(requests.find((request) => request.path === '/api/media')?.search).toContain('contentType=image');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
