import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withI18n } from '../test/with-i18n.tsx';
import { AppErrorBoundary } from './AppErrorBoundary.tsx';
import { ErrorPage } from './ErrorPage.tsx';
import { RouteErrorPage } from './RouteErrorPage.tsx';

function Crash(): never {
  throw new Error('boom');
}

afterEach(() => vi.restoreAllMocks());

describe('the error page', () => {
  it('shows the spec title, text and action, and the action reloads by default', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const Wrapper = await withI18n();
    render(
      <Wrapper>
        <ErrorPage />
      </Wrapper>,
    );
    expect(screen.getByRole('heading', { name: 'Error' })).toBeTruthy();
    expect(screen.getByText('Something went wrong!')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('is translated', async () => {
    const Wrapper = await withI18n('es-ES');
    render(
      <Wrapper>
        <ErrorPage onRetry={() => {}} />
      </Wrapper>,
    );
    expect(screen.getByText('¡Algo salió mal!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeTruthy();
  });

  it('replaces a route that crashes while rendering', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const Wrapper = await withI18n();
    const router = createMemoryRouter([{ path: '/', element: <Crash />, errorElement: <RouteErrorPage /> }]);
    render(
      <Wrapper>
        <RouterProvider router={router} />
      </Wrapper>,
    );
    expect(await screen.findByText('Something went wrong!')).toBeTruthy();
  });

  it('catches a crash outside the router at the top level', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Wrapper = await withI18n();
    render(
      <Wrapper>
        <AppErrorBoundary>
          <Crash />
        </AppErrorBoundary>
      </Wrapper>,
    );
    expect(screen.getByRole('heading', { name: 'Error' })).toBeTruthy();
  });
});
