import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/fetch-mock.ts';
import { accountAndPlan, noCourses, renderApp, signedOut, testUser } from '../../test/render-app.tsx';

describe('the magic-link page', () => {
  it('asks for a link and says one is on its way', async () => {
    const requests = mockApi({ ...signedOut, 'POST /api/auth/magic-link': { status: 202, body: { message: 'Check your inbox.' } } });
    const { user } = await renderApp('/magic-link');
    await user.type(await screen.findByLabelText(/^E-mail/), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('Check your inbox: if ada@example.com has an account here, a sign-in link is on its way.')).toBeTruthy();
    expect(requests.find((request) => request.path === '/api/auth/magic-link')?.body).toEqual({ email: 'ada@example.com' });
  });

  it('signs in with the token of the e-mailed link, once, and goes home', async () => {
    let session = false;
    const requests = mockApi({
      'GET /api/me': () => (session ? { status: 200, body: testUser } : signedOut['GET /api/me']),
      'POST /api/auth/magic-link/verify': () => {
        session = true;
        return { status: 200, body: { user: testUser } };
      },
      ...noCourses,
      ...accountAndPlan,
    });
    const { router } = await renderApp('/magic-link?token=abc_DEF-123');
    expect(await screen.findByRole('heading', { name: 'Your courses' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    const verifications = requests.filter((request) => request.path === '/api/auth/magic-link/verify');
    expect(verifications).toEqual([expect.objectContaining({ body: { token: 'abc_DEF-123' } })]);
  });

  it('explains a link that no longer works and offers a new one', async () => {
    mockApi({
      ...signedOut,
      'POST /api/auth/magic-link/verify': { status: 401, body: { message: 'Invalid link', code: 'invalid_token' } },
    });
    await renderApp('/magic-link?token=used');
    expect(await screen.findByText(/This sign-in link did not work/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send link' })).toBeTruthy();
  });
});
