import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createQueryClient } from '../../../../api/query-client.ts';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../../test/fetch-mock.ts';
import { withI18n } from '../../../../test/with-i18n.tsx';
import { ToastProvider } from '../../../../ui/toasts/ToastProvider.tsx';
import { PublicPageShare } from './PublicPageShare.tsx';

const livePage = {
  status: 'live',
  url: 'http://localhost:3000/p/forklift-safety',
  qrCodeSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
  embedSnippet: '<iframe src="http://localhost:3000/p/forklift-safety?embed=1" title="Forklifts"></iframe>',
};

async function renderShare(language = 'en-US', queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  const Wrapper = await withI18n(language);
  return render(
    <Wrapper>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <PublicPageShare courseId="course-1" courseTitle="Forklifts" />
        </ToastProvider>
      </QueryClientProvider>
    </Wrapper>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('PublicPageShare', () => {
  it('shows the live link, copies it, shows its QR code and the embed snippet', async () => {
    mockApi({ 'GET /api/courses/course-1/public-page': { status: 200, body: livePage } });
    const user = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderShare();
    const link = await screen.findByRole('link', { name: livePage.url });
    expect(link.getAttribute('href')).toBe(livePage.url);
    expect(screen.getByRole('img', { name: 'QR code of the public page of Forklifts' }).getAttribute('src')).toContain(
      'data:image/svg+xml',
    );
    expect((screen.getByLabelText('Embed snippet') as HTMLTextAreaElement).value).toBe(livePage.embedSnippet);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(livePage.url);
    expect(await screen.findByText('Link copied.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Copy snippet' }));
    expect(writeText).toHaveBeenLastCalledWith(livePage.embedSnippet);
  });

  it('says the link answers once the course is published, in Spanish too', async () => {
    mockApi({ 'GET /api/courses/course-1/public-page': { status: 200, body: { ...livePage, status: 'not-published' } } });
    await renderShare('es-ES');
    expect(await screen.findByText('Este enlace funcionará cuando el curso esté publicado.')).toBeTruthy();
  });

  it("asks again each time it opens: the course published in the status section meanwhile shows live, despite the app's cache", async () => {
    let answer = { status: 200, body: { ...livePage, status: 'not-published' } as unknown };
    mockApi({ 'GET /api/courses/course-1/public-page': () => answer });
    const queryClient = createQueryClient();
    const first = await renderShare('en-US', queryClient);
    expect(await screen.findByText('This link answers once the course is published.')).toBeTruthy();
    first.unmount();
    answer = { status: 200, body: livePage };
    await renderShare('en-US', queryClient);
    await waitFor(() => expect(screen.queryByText('This link answers once the course is published.')).toBeNull());
    expect(screen.getByRole('link', { name: livePage.url })).toBeTruthy();
  });

  it('asks for an address first, and shows a failure with a way to try again', async () => {
    let answer = { status: 500, body: { message: 'Something went wrong!', code: 'internal_error' } as unknown };
    mockApi({ 'GET /api/courses/course-1/public-page': () => answer });
    const user = userEvent.setup();
    await renderShare();
    expect(await screen.findByRole('alert')).toBeTruthy();
    answer = { status: 200, body: { status: 'no-slug', url: null, qrCodeSvg: null, embedSnippet: null } };
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText(/Give the page an address above/)).toBeTruthy());
  });
});
