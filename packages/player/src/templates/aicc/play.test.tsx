import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { movesOnByKeyboard, playCallbacks } from '../../test/content-play.ts';
import { renderExample } from '../../test/render-example.tsx';

// Where packages play: apart from the app's origin (issue 11).
const packageOrigin = 'http://localhost:3001';

const zipped = {
  package: 'https://media.slidewise.dev/aicc/forklift.zip',
  isRequiredForLessonCompletion: true,
  buttonText: 'Open the theory module',
  buttonPosition: 'Below',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('aicc play', () => {
  it('plays the example’s launch page in a sandboxed frame and lets the learner move on (no completion to wait for)', async () => {
    const fetchMock = vi.fn(async () => new Response('<html></html>', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    const callbacks = playCallbacks();
    await renderExample('aicc', 'prompt', { mode: 'play', packageOrigin, ...callbacks });
    await user.click(screen.getByRole('button', { name: 'Open the theory module' }));
    const frame = screen.getByTitle('forklift-theory.html (course package)');
    const page = `${packageOrigin}/examples/packages/forklift-theory-aicc/forklift-theory.html`;
    expect(frame.getAttribute('src')).toBe(page);
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe(page);
    expect(screen.queryByRole('alert')).toBeNull();
    await movesOnByKeyboard(user, 'Continue', callbacks);
  });

  it('launches the unit with its own HACP session when the lesson keeps package data', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html></html>', { status: 200 })),
    );
    const user = userEvent.setup();
    const startAiccSession = vi.fn(async () => ({ sessionId: 'sid-1', aiccUrl: 'http://localhost:3000/api/aicc/hacp' }));
    const packageStore = { load: vi.fn(), save: vi.fn(), startAiccSession };
    await renderExample('aicc', 'prompt', { mode: 'play', packageOrigin, packageStore, ...playCallbacks() });
    await user.click(screen.getByRole('button', { name: 'Open the theory module' }));
    const frame = await screen.findByTitle('forklift-theory.html (course package)');
    const launched = new URL(frame.getAttribute('src')!);
    expect(startAiccSession).toHaveBeenCalledWith('slide-aicc');
    expect(launched.pathname).toBe('/examples/packages/forklift-theory-aicc/forklift-theory.html');
    expect(Object.fromEntries(launched.searchParams)).toEqual({ aicc_sid: 'sid-1', aicc_url: 'http://localhost:3000/api/aicc/hacp' });
  });

  it('says a launch page that cannot be reached could not be opened, and tries again on request', async () => {
    const fetchMock = vi.fn(async () => new Response('missing', { status: 404 }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    await renderExample('aicc', 'prompt', { mode: 'play', packageOrigin });
    await user.click(screen.getByRole('button', { name: 'Open the theory module' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This course package could not be opened');
    expect(screen.queryByTitle(/course package/)).toBeNull();
    fetchMock.mockImplementation(async () => new Response('<html></html>', { status: 200 }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByTitle('forklift-theory.html (course package)')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('says a zip cannot be started, and still lets the learner on', async () => {
    const user = userEvent.setup();
    const callbacks = playCallbacks();
    await renderExample('aicc', 'prompt', { mode: 'play', packageOrigin, ...callbacks, data: zipped });
    await user.click(screen.getByRole('button', { name: 'Open the theory module' }));
    expect(screen.getByRole('alert').textContent).toContain('This course package could not be opened');
    await movesOnByKeyboard(user, 'Continue', callbacks);
  });

  it('opens no address the package rules refuse, and waits while the package origin is asked for', async () => {
    const user = userEvent.setup();
    const data = { ...zipped, package: '//evil.example/start.html' };
    const { unmount } = await renderExample('aicc', 'prompt', { mode: 'play', packageOrigin, data });
    await user.click(screen.getByRole('button', { name: 'Open the theory module' }));
    expect(screen.queryByTitle(/course package/)).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('This course package could not be opened');
    unmount();
    await renderExample('aicc', 'prompt', { mode: 'play', packageOrigin: undefined, data: { ...data, package: '/media/start.html' } });
    await user.click(screen.getByRole('button', { name: 'Open the theory module' }));
    expect(screen.getByRole('status').textContent).toBe('Loading slide…');
  });
});
