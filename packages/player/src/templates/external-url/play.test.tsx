import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { playCallbacks } from '../../test/content-play.ts';
import { renderExample } from '../../test/render-example.tsx';

const pageServed = () => vi.fn(async () => new Response('<html></html>', { status: 200 }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('external-url play', () => {
  it('opens the page in a sandboxed frame and records the visit once', async () => {
    const fetchMock = pageServed();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    const callbacks = playCallbacks();
    await renderExample('external-url', 'prompt', { mode: 'play', ...callbacks });
    expect(screen.queryByTitle('Expense policy (external page)')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open the policy' }));
    const frame = screen.getByTitle('Expense policy (external page)');
    expect(frame.getAttribute('src')).toBe(`${window.location.origin}/examples/pages/expense-policy.html`);
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    expect(callbacks.onResult).toHaveBeenCalledOnce();
    expect(callbacks.onResult).toHaveBeenCalledWith({ correct: null, answers: { status: 'completed' }, points: 0 });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(callbacks.onDone).toHaveBeenCalledOnce();
  });

  it('says a page that cannot be reached could not be loaded, with a retry and a new tab, and the learner can go on', async () => {
    const fetchMock = vi.fn(async (): Promise<Response> => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    const callbacks = playCallbacks();
    await renderExample('external-url', 'prompt', {
      mode: 'play',
      ...callbacks,
      data: { url: 'https://intranet.example.com/policies', title: 'Policy', buttonText: 'Open the policy', openInNewTab: false },
    });
    await user.click(screen.getByRole('button', { name: 'Open the policy' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This page could not be loaded');
    expect(screen.queryByTitle('Policy (external page)')).toBeNull();
    expect(screen.getByRole('link', { name: 'Open in a new tab' }).getAttribute('href')).toBe('https://intranet.example.com/policies');
    // Another origin's answer is opaque: any answer means the page can be reached.
    fetchMock.mockImplementation(async () => new Response(null, { status: 200 }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTitle('Policy (external page)')).toBeTruthy());
    expect(fetchMock).toHaveBeenLastCalledWith('https://intranet.example.com/policies', expect.objectContaining({ mode: 'no-cors' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(callbacks.onDone).toHaveBeenCalledOnce();
  });

  it('records a visit in a new tab once, however often the link is used', async () => {
    const user = userEvent.setup();
    const callbacks = playCallbacks();
    await renderExample('external-url', 'prompt', {
      mode: 'play',
      ...callbacks,
      data: { url: 'https://example.com/tool', title: 'Tool', buttonText: 'Open the tool', openInNewTab: true },
    });
    const link = screen.getByRole('link', { name: 'Open the tool (Opens in a new tab)' });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    await user.click(link);
    expect(callbacks.onResult).toHaveBeenCalledOnce();
    expect(screen.getByText('Opened')).toBeTruthy();
  });

  it('records nothing in the editor, and offers nothing to open for a non-https address', async () => {
    vi.stubGlobal('fetch', pageServed());
    const user = userEvent.setup();
    const callbacks = playCallbacks();
    const { unmount } = await renderExample('external-url', 'prompt', { mode: 'preview', ...callbacks });
    await user.click(screen.getByRole('button', { name: 'Open the policy' }));
    expect(callbacks.onResult).not.toHaveBeenCalled();
    unmount();
    await renderExample('external-url', 'prompt', { mode: 'play', data: { url: 'http://example.com', buttonText: 'Open' } });
    expect(screen.getByRole('note').textContent).toBe('This address cannot be shown: it must start with https://');
    expect(screen.queryByRole('button', { name: 'Open' })).toBeNull();
  });
});
