import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/fetch-mock.ts';
import { accountAndPlan, noCourses, renderApp, signedOut, testUser } from '../../test/render-app.tsx';

const invalidCredentials = { status: 401, body: { message: 'The e-mail or password is not correct.', code: 'invalid_credentials' } };

describe('the sign-in page', () => {
  it('checks the fields with the core schema before calling the server', async () => {
    const requests = mockApi(signedOut);
    const { user } = await renderApp('/sign-in');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));

    expect(screen.getAllByText('Please fill in this field.')).toHaveLength(2);
    expect(screen.getByLabelText(/^E-mail/).getAttribute('aria-invalid')).toBe('true');
    expect(requests.filter((request) => request.path === '/api/auth/login')).toEqual([]);

    await user.type(screen.getByLabelText(/^E-mail/), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Please enter a valid e-mail address, like name@example.com.')).toBeTruthy();
  });

  it('marks the fields required and links to sign-up and the magic link', async () => {
    mockApi(signedOut);
    await renderApp('/sign-in');
    expect((await screen.findByText('E-mail', { exact: false, selector: 'label' })).textContent).toBe('E-mail (required)');
    expect(screen.getByRole('link', { name: 'E-mail me a sign-in link' }).getAttribute('href')).toBe('/magic-link');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/sign-up');
  });

  it('shows the server’s message and keeps what the user typed', async () => {
    const requests = mockApi({ ...signedOut, 'POST /api/auth/login': invalidCredentials });
    const { user } = await renderApp('/sign-in');
    await user.type(await screen.findByLabelText(/^E-mail/), 'Ada@Example.com');
    await user.type(screen.getByLabelText(/^Password/), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect((await screen.findByRole('alert')).textContent).toBe('The e-mail or password is not correct.');
    expect((screen.getByLabelText(/^E-mail/) as HTMLInputElement).value).toBe('Ada@Example.com');
    expect((screen.getByLabelText(/^Password/) as HTMLInputElement).value).toBe('wrong password');
    // The schema normalises the address before it is sent.
    expect(requests.find((request) => request.path === '/api/auth/login')?.body).toEqual({
      email: 'ada@example.com',
      password: 'wrong password',
    });
    // A form shows its own failure: no toast repeats it.
    expect(screen.queryByRole('region', { name: 'Notifications' })?.textContent ?? '').not.toContain('not correct');
  });

  it('disables the button while the request is pending, then goes home', async () => {
    let answer: () => void = () => {};
    const pending = new Promise<void>((resolve) => (answer = resolve));
    mockApi({
      'GET /api/me': { status: 200, body: testUser },
      'POST /api/auth/login': async () => {
        await pending;
        return { status: 200, body: { user: testUser } };
      },
      ...noCourses,
      ...accountAndPlan,
    });
    const { user, router } = await renderApp('/sign-in');
    await user.type(await screen.findByLabelText(/^E-mail/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const busy = await screen.findByRole('button', { name: 'Signing in…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    answer();
    expect(await screen.findByRole('heading', { name: 'Your courses' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('Hello, Ada')).toBeTruthy();
  });
});
