import { defaultAccountInfo, defaultUserInfo } from '@slidewise/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/fetch-mock.ts';
import { mediaId, mediaItem } from '../../test/media-fixtures.ts';
import { renderApp, signedIn } from '../../test/render-app.tsx';
import { FakeRequest } from '../../ui/upload/fake-request.ts';

const me = defaultUserInfo({ userFirstName: 'Ada', userLastName: 'Lovelace', userEmail: 'ada@example.com' });
const withAvatarUploads = (enabled: boolean) => ({
  ...signedIn,
  'GET /api/me': { status: 200, body: me },
  'GET /api/account': { status: 200, body: defaultAccountInfo({ name: 'Analytical Engines', avatarUploadEnabled: enabled }) },
  'PUT /api/me/avatar': (request: { body: unknown }) => ({
    status: 200,
    body: { ...me, userAvatarUrl: (request.body as { avatarUrl: string }).avatarUrl },
  }),
});

/** Storage played by a fake XMLHttpRequest that takes the bytes. */
function storageAcceptsUploads() {
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
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('your picture on /account', () => {
  it('is a web address while avatar uploads are switched off', async () => {
    const requests = mockApi(withAvatarUploads(false));
    const { user } = await renderApp('/account');
    const address = await screen.findByRole('textbox', { name: /^Picture address/ });
    expect(screen.queryByRole('button', { name: 'Choose a file' })).toBeNull();
    await user.type(address, 'https://cdn.example.com/ada.png');
    await user.click(screen.getByRole('button', { name: 'Save the picture' }));
    expect(await screen.findByText('Your picture is saved.')).toBeTruthy();
    expect(requests.find((request) => request.path === '/api/me/avatar')?.body).toEqual({ avatarUrl: 'https://cdn.example.com/ada.png' });
  });

  it('is uploaded as an image once they are on, previewed and saved, in Spanish', async () => {
    const requests = mockApi({
      ...withAvatarUploads(true),
      'POST /api/media/getSignedUploadParams': {
        status: 200,
        body: {
          mediaId,
          upload: { method: 'PUT', url: `/api/media/uploads/${mediaId}?expires=1&signature=s`, headers: {} },
          expiresAt: '2026-11-26T10:10:00.000Z',
          maxBytes: 40_000_000,
        },
      },
      [`POST /api/media/${mediaId}/complete`]: { status: 200, body: mediaItem({ name: 'ada.png' }) },
    });
    storageAcceptsUploads();
    const { user } = await renderApp('/account', { language: 'es-ES' });
    const form = (await screen.findByRole('heading', { name: 'Tu imagen' })).closest('form')!;
    fireEvent.drop(within(form).getByTestId('upload-drop-zone'), {
      dataTransfer: { files: [new File([new Uint8Array(500)], 'ada.png', { type: 'image/png' })], types: ['Files'] },
    });
    expect(await within(form).findByRole('img', { name: 'Vista previa de Imagen' })).toHaveProperty(
      'src',
      `http://localhost:3000/api/media/${mediaId}/file`,
    );
    expect(requests.find((request) => request.path === '/api/media/getSignedUploadParams')?.body).toMatchObject({ contentType: 'image' });
    await user.click(within(form).getByRole('button', { name: 'Guardar la imagen' }));
    expect(await screen.findByText('Tu imagen está guardada.')).toBeTruthy();
    expect(requests.find((request) => request.path === '/api/me/avatar')?.body).toEqual({ avatarUrl: `/api/media/${mediaId}/file` });
  });

  it('shows the server’s refusal', async () => {
    mockApi({
      ...withAvatarUploads(false),
      'PUT /api/me/avatar': {
        status: 403,
        body: { message: 'This feature is switched off for your account (avatarUploadEnabled).', code: 'feature_disabled' },
      },
    });
    const { user } = await renderApp('/account');
    await user.type(await screen.findByRole('textbox', { name: /^Picture address/ }), 'https://cdn.example.com/ada.png');
    await user.click(screen.getByRole('button', { name: 'Save the picture' }));
    expect(
      await screen.findByText('This feature is switched off for your account. An administrator can switch it on in Settings.'),
    ).toBeTruthy();
  });
});
