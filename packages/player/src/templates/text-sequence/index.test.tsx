import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderExample } from '../../test/render-example.tsx';

describe('text-sequence renderer', () => {
  it('starts with the first step and the author’s next label (prompt)', async () => {
    await renderExample('text-sequence', 'prompt');
    expect(screen.getByText(/the scene is safe and the person is unresponsive/)).toBeTruthy();
    expect(screen.queryByText(/emergency services/)).toBeNull();
    expect(screen.getByText('Step 1 of 4')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next step' })).toBeTruthy();
  });

  it('shows two steps mid-way, with back allowed (interacted)', async () => {
    await renderExample('text-sequence', 'interacted');
    expect(screen.getByText(/emergency services/)).toBeTruthy();
    expect(screen.queryByText(/until help arrives/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Previous step' })).toBeTruthy();
  });

  it('shows every step and the done button at the end (answered)', async () => {
    await renderExample('text-sequence', 'answered');
    expect(screen.getByText(/until help arrives/)).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next step' })).toBeNull();
  });

  it('reveals the next step and goes back by keyboard', async () => {
    const user = userEvent.setup();
    await renderExample('text-sequence', 'prompt');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByText(/emergency services/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Previous step' }));
    expect(screen.queryByText(/emergency services/)).toBeNull();
  });

  it('offers no back button when the author turned it off', async () => {
    const { data } = await renderExample('text-sequence', 'interacted', {
      data: { content: ['<p>One</p>', '<p>Two</p>', '<p>Three</p>'], label: 'Next', canGoBack: false },
    });
    expect(data.canGoBack).toBe(false);
    expect(screen.queryByRole('button', { name: 'Previous step' })).toBeNull();
  });
});
