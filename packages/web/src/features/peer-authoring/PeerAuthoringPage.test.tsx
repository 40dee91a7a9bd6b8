import type { PeerContribution } from '@slidewise/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type RecordedRequest } from '../../test/fetch-mock.ts';
import { renderApp, signedIn } from '../../test/render-app.tsx';

afterEach(() => vi.unstubAllGlobals());

function contribution(overrides: Partial<PeerContribution> = {}): PeerContribution {
  return {
    attemptId: 'a1',
    slideId: 'wall',
    slideType: 'peer-authoring',
    prompt: 'Share a photo of your best shelf display',
    courseId: 'c1',
    courseTitle: 'Retail basics',
    lessonId: 'l1',
    lessonTitle: 'Displays',
    learner: { id: 'u1', name: 'Cara Learner' },
    text: '',
    mediaUrl: '/api/media/0b9f6a52-7d4e-4c1e-9a51-3f0e1d2c3b4a/file',
    mimeType: 'image/jpeg',
    answeredAt: '2026-11-26T10:00:00.000Z',
    requiresApproval: true,
    status: 'to-review',
    ...overrides,
  };
}

const page = (items: PeerContribution[]) => ({ status: 200, body: { items, totalCount: items.length, currentPage: 1 } });
const statusAsked = (requests: RecordedRequest[]) =>
  new URLSearchParams(requests.filter((request) => request.path === '/api/peer-contributions').at(-1)?.search).get('status');

describe('/peer-authoring', () => {
  it('opens on the contributions to review and approves one', async () => {
    let items = [contribution()];
    const requests = mockApi({
      ...signedIn,
      'GET /api/peer-contributions': () => page(items),
      'POST /api/peer-contributions/a1/wall/approve': () => {
        items = [];
        return { status: 200, body: contribution({ status: 'approved' }) };
      },
    });
    const { user } = await renderApp('/peer-authoring');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contributions' })).toBeTruthy();
    const card = await screen.findByRole('listitem', { name: 'Cara Learner' });
    expect(statusAsked(requests)).toBe('to-review');
    expect(within(card).getByText('To review')).toBeTruthy();
    expect(within(card).getByText(/^Retail basics › Displays/)).toBeTruthy();
    expect(within(card).getByRole('img', { name: 'Shared by Cara Learner' }).getAttribute('src')).toBe(contribution().mediaUrl);
    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Nothing to review: every contribution that needs approval has had it.')).toBeTruthy();
    expect(requests.some((request) => request.method === 'POST' && request.path === '/api/peer-contributions/a1/wall/approve')).toBe(true);
  });

  it('filters by state from the address, and removes a shown contribution, in Spanish', async () => {
    const requests = mockApi({
      ...signedIn,
      'GET /api/peer-contributions': page([
        contribution({ status: 'shown', requiresApproval: false, text: 'Mi estantería', mediaUrl: null, mimeType: null }),
      ]),
      'POST /api/peer-contributions/a1/wall/remove': { status: 200, body: contribution({ status: 'removed' }) },
    });
    const { user } = await renderApp('/peer-authoring?status=all', { language: 'es-ES' });
    const card = await screen.findByRole('listitem', { name: 'Cara Learner' });
    expect(statusAsked(requests)).toBeNull();
    expect(within(card).getByText('Mi estantería')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Aprobar' })).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Quitar' }));
    await waitFor(() => expect(requests.some((request) => request.path === '/api/peer-contributions/a1/wall/remove')).toBe(true));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mostrar' }), 'removed');
    await waitFor(() => expect(statusAsked(requests)).toBe('removed'));
  });

  it('says why the list cannot be shown, with a retry', async () => {
    let fail = true;
    mockApi({
      ...signedIn,
      'GET /api/peer-contributions': () =>
        fail ? { status: 500, body: { message: 'The database is away.', code: 'internal' } } : page([]),
    });
    const { user } = await renderApp('/peer-authoring');
    expect(await screen.findByText('The contributions could not be loaded.')).toBeTruthy();
    expect(screen.getByText('The database is away.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing to review: every contribution that needs approval has had it.')).toBeTruthy();
  });

  it('sends a person whose role may not moderate to the forbidden page, in their language', async () => {
    mockApi({
      ...signedIn,
      'GET /api/peer-contributions': { status: 403, body: { message: 'You do not have permission to do this.', code: 'forbidden' } },
    });
    const { router } = await renderApp('/peer-authoring', { language: 'es-ES' });
    expect(
      await screen.findByText(
        'Tu cuenta no tiene permiso para abrir esta página. Pide acceso a un administrador de tu cuenta si lo necesitas.',
      ),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/forbidden');
  });
});
