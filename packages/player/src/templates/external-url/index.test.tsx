import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderExample } from '../../test/render-example.tsx';
import { playableUrl, sandboxFor } from './index.tsx';

describe('external-url renderer', () => {
  it('shows the title, what to do and the open button (prompt)', async () => {
    await renderExample('external-url', 'prompt');
    expect(screen.getByRole('heading', { name: 'Expense policy' })).toBeTruthy();
    expect(screen.getByText(/Find the daily meal allowance for a trip abroad/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open the policy' })).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it.each(['interacted', 'answered'] as const)('shows the page in a sandboxed frame (%s)', async (state) => {
    await renderExample('external-url', state);
    const frame = screen.getByTitle('Expense policy (external page)');
    // The example's page is served by the app itself: it never keeps our origin in its frame.
    expect(frame.getAttribute('src')).toBe(`${window.location.origin}/examples/pages/expense-policy.html`);
    const sandbox = frame.getAttribute('sandbox')!.split(' ');
    expect(sandbox).toContain('allow-scripts');
    expect(sandbox).not.toContain('allow-top-navigation');
    expect(sandbox).not.toContain('allow-same-origin');
    expect(screen.getByRole('link', { name: `${window.location.host} (Opens in a new tab)` })).toBeTruthy();
  });

  it('opens the page in the slide from the button', async () => {
    const user = userEvent.setup();
    await renderExample('external-url', 'prompt');
    await user.click(screen.getByRole('button', { name: 'Open the policy' }));
    expect(screen.getByTitle('Expense policy (external page)')).toBeTruthy();
  });

  it('links to a new tab for sites that refuse framing', async () => {
    await renderExample('external-url', 'interacted', {
      data: { url: 'https://example.org/form', buttonText: 'Fill in the form', openInNewTab: true },
    });
    const link = screen.getByRole('link', { name: 'Fill in the form (Opens in a new tab)' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('says why an address that is not https cannot be shown', async () => {
    await renderExample('external-url', 'interacted', { data: { url: 'javascript:alert(1)', title: 'Bad' } });
    expect(screen.getByText('This address cannot be shown: it must start with https://')).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('keeps an outside page’s own origin but never ours', () => {
    expect(playableUrl('http://example.org')).toBeNull();
    expect(playableUrl('not a url')).toBeNull();
    expect(playableUrl('/examples/pages/a.html', 'http://localhost:3000')?.href).toBe('http://localhost:3000/examples/pages/a.html');
    expect(playableUrl('//evil.example/x', 'http://localhost:3000')).toBeNull();
    expect(playableUrl('/\\evil.example/x', 'http://localhost:3000')).toBeNull();
    expect(sandboxFor(new URL('https://example.org/x'), 'https://app.slidewise.dev')).toContain('allow-same-origin');
    expect(sandboxFor(new URL('https://app.slidewise.dev/x'), 'https://app.slidewise.dev')).not.toContain('allow-same-origin');
  });
});
