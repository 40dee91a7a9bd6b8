import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/fetch-mock.ts';
import { accountAndPlan, noCourses, renderApp, signedOut, testUser } from '../../test/render-app.tsx';

async function fillForm(user: Awaited<ReturnType<typeof renderApp>>['user'], accountName = 'Analytical Engines') {
  await user.type(await screen.findByLabelText(/^First name/), 'Ada');
  await user.type(screen.getByLabelText(/^Last name/), 'Lovelace');
  await user.type(screen.getByLabelText(/^E-mail/), 'ada@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'correct horse battery');
  if (accountName) await user.type(screen.getByLabelText(/^Account name/), accountName);
}

describe('the sign-up page', () => {
  it('creates the account and lands on the home page', async () => {
    const requests = mockApi({
      'GET /api/me': { status: 200, body: testUser },
      'POST /api/auth/signup': { status: 201, body: { user: testUser } },
      ...noCourses,
      ...accountAndPlan,
    });
    const { user, router } = await renderApp('/sign-up');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('heading', { name: 'Your courses' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(requests.find((request) => request.path === '/api/auth/signup')?.body).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'correct horse battery',
      accountName: 'Analytical Engines',
    });
  });

  it('needs an account name unless an invite code is given', async () => {
    // The session exists once signed up, so the home page's own "who am I" keeps the user.
    let session = false;
    const requests = mockApi({
      'GET /api/me': () => (session ? { status: 200, body: testUser } : signedOut['GET /api/me']),
      'POST /api/auth/signup': () => {
        session = true;
        return { status: 201, body: { user: testUser } };
      },
      ...noCourses,
      ...accountAndPlan,
    });
    const { user } = await renderApp('/sign-up');
    await fillForm(user, '');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Please enter an account name, or an invite code to join an existing account.')).toBeTruthy();
    expect(requests.some((request) => request.path === '/api/auth/signup')).toBe(false);

    await user.type(screen.getByLabelText(/^Invite code/), 'abcd2345');
    expect(screen.getByText(/^Account name/).textContent).toBe('Account name (optional)');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Your courses' })).toBeTruthy();
    expect(requests.find((request) => request.path === '/api/auth/signup')?.body).toMatchObject({ inviteCode: 'ABCD2345' });
  });

  it('shows the server’s message when the e-mail is taken, keeping every field', async () => {
    mockApi({
      ...signedOut,
      'POST /api/auth/signup': { status: 409, body: { message: 'An account with this e-mail already exists.', code: 'email_taken' } },
    });
    const { user } = await renderApp('/sign-up');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByRole('alert')).textContent).toBe('An account with this e-mail already exists.');
    expect((screen.getByLabelText(/^Account name/) as HTMLInputElement).value).toBe('Analytical Engines');
    expect((screen.getByLabelText(/^Password/) as HTMLInputElement).value).toBe('correct horse battery');
  });
});
