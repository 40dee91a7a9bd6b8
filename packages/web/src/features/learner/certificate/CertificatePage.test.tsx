import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { signedInLearner } from '../test/learner-fixtures.ts';

describe('the certificate', () => {
  it('shows who completed which course, when and with what score, and prints', async () => {
    mockApi({
      ...signedInLearner,
      'GET /api/learner/courses/c1/certificate': {
        status: 200,
        body: { learnerName: 'Grace Hopper', courseTitle: 'Site safety', completedAt: '2026-11-20T09:00:00.000Z', score: 88 },
      },
      // The earned certificate is issued on the page (its code and PDF); left unanswered it would be a 404 that
      // arrives whenever a loaded machine gets to it.
      'POST /api/learner/courses/c1/certificate': {
        status: 200,
        body: {
          code: 'K7QX-2MPD',
          courseId: 'c1',
          courseTitle: 'Site safety',
          learnerName: 'Grace Hopper',
          issuedAt: '2026-11-20T09:00:00.000Z',
          expiresAt: null,
        },
      },
    });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    await renderApp('/learn/courses/c1/certificate');
    const certificate = await screen.findByRole('article', { name: 'Certificate of completion' });
    expect(within(certificate).getByText('Grace Hopper')).toBeTruthy();
    expect(within(certificate).getByText('Site safety')).toBeTruthy();
    expect(within(certificate).getByText('on Nov 20, 2026 · with a score of 88')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the course' }).getAttribute('href')).toBe('/learn/courses/c1');

    // The page settles once the account's branding arrives; the button is pressed in the settled page.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Print' }).closest('[aria-busy="true"]')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    expect(await screen.findByText('K7QX-2MPD', { exact: false })).toBeTruthy();
  });

  it('says the certificate is not earned yet instead of leaving the page (404)', async () => {
    mockApi({
      ...signedInLearner,
      'GET /api/learner/courses/c1/certificate': { status: 404, body: { message: 'Not found', code: 'not_found' } },
    });
    const { router } = await renderApp('/learn/courses/c1/certificate', { language: 'es-ES' });
    expect(await screen.findByRole('heading', { name: 'Aún no hay certificado' })).toBeTruthy();
    expect(screen.getByText('Completa este curso para obtener su certificado.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/learn/courses/c1/certificate');
    expect(screen.queryByRole('button', { name: 'Imprimir' })).toBeNull();
  });

  it('shows other failures with a retry', async () => {
    mockApi({
      ...signedInLearner,
      'GET /api/learner/courses/c1/certificate': { status: 503, body: { message: 'Try later.', code: 'unavailable' } },
    });
    await renderApp('/learn/courses/c1/certificate');
    expect(await screen.findByText('We could not load your certificate.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
