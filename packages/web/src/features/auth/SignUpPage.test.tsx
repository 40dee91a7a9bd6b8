import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/fetch-mock.ts';
import { renderApp, signedOut } from '../../test/render-app.tsx';

async function fillForm(user: Awaited<ReturnType<typeof renderApp>>['user'], accountName = 'Analytical Engines') {
  await user.type(await screen.findByLabelText(/^First name/), 'Ada');
  await user.type(screen.getByLabelText(/^Last name/), 'Lovelace');
  await user.type(screen.getByLabelText(/^E-mail/), 'ada@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'correct horse battery');
  if (accountName) await user.type(screen.getByLabelText(/^Account name/), accountName);
}

const mailSent = { message: 'Check your e-mail: we sent you a link to confirm your address and finish signing up.' };

describe('the sign-up page', () => {
  it('sends the sign-up and tells the person to look for the e-mailed link, signing nobody in', async () => {
    const requests = mockApi({ ...signedOut, 'POST /api/auth/signup': { status: 202, body: mailSent } });
    const { user, router } = await renderApp('/sign-up');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const sent = await screen.findByText(/Check your inbox: we sent a link to ada@example.com/);
    expect(sent.textContent).toContain('If this address already has an account, the e-mail tells you how to sign in instead.');
    expect(router.state.location.pathname).toBe('/sign-up');
    expect(screen.queryByRole('button', { name: 'Create account' })).toBeNull();
    expect(requests.find((request) => request.path === '/api/auth/signup')?.body).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'correct horse battery',
      accountName: 'Analytical Engines',
    });
  });

  it('needs an account name unless an invite code is given', async () => {
    const requests = mockApi({ ...signedOut, 'POST /api/auth/signup': { status: 202, body: mailSent } });
    const { user } = await renderApp('/sign-up');
    await fillForm(user, '');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Please enter an account name, or an invite code to join an existing account.')).toBeTruthy();
    expect(requests.some((request) => request.path === '/api/auth/signup')).toBe(false);

    await user.type(screen.getByLabelText(/^Invite code/), 'abcd2345');
    expect(screen.getByText(/^Account name/).textContent).toBe('Account name (optional)');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(/Check your inbox/)).toBeTruthy();
    expect(requests.find((request) => request.path === '/api/auth/signup')?.body).toMatchObject({ inviteCode: 'ABCD2345' });
  });

  it('shows the server’s message when the sign-up is refused (an invite code gone stale), keeping every field', async () => {
    mockApi({
      ...signedOut,
      'POST /api/auth/signup': {
        status: 400,
        body: { message: 'This invite code is not valid or has expired.', code: 'invite_code_invalid' },
      },
    });
    const { user } = await renderApp('/sign-up');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This invite code is not valid or has expired.');
    expect((screen.getByLabelText(/^Account name/) as HTMLInputElement).value).toBe('Analytical Engines');
    expect((screen.getByLabelText(/^Password/) as HTMLInputElement).value).toBe('correct horse battery');
  });
});
