import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { playCallbacks } from '../../test/content-play.ts';
import { renderExample } from '../../test/render-example.tsx';

describe('external-url play', () => {
  it('opens the page in a sandboxed frame and records the visit once', async () => {
    const user = userEvent.setup();
    const callbacks = playCallbacks();
    await renderExample('external-url', 'prompt', { mode: 'play', ...callbacks });
    expect(screen.queryByTitle('Expense policy (external page)')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open the policy' }));
    const frame = screen.getByTitle('Expense policy (external page)');
    expect(frame.getAttribute('src')).toBe('https://intranet.example.com/policies/expenses');
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    expect(callbacks.onResult).toHaveBeenCalledOnce();
    expect(callbacks.onResult).toHaveBeenCalledWith({ correct: null, answers: { status: 'completed' }, points: 0 });
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
