import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderExample } from '../../test/render-example.tsx';

describe('reveal renderer', () => {
  it('shows the card titles with their descriptions hidden (prompt)', async () => {
    await renderExample('reveal', 'prompt');
    for (const title of ['Appreciation', 'Coaching', 'Evaluation'])
      expect(screen.getByRole('button', { name: new RegExp(title) })).toBeTruthy();
    expect(screen.queryByText(/Recognises effort/)).toBeNull();
    expect(screen.getAllByText('Tap to reveal')).toHaveLength(3);
  });

  it('has the first card turned over, the others dimmed by focus (interacted)', async () => {
    const { container } = await renderExample('reveal', 'interacted');
    expect(screen.getByText(/Recognises effort/)).toBeTruthy();
    expect(screen.queryByText(/Helps someone grow/)).toBeNull();
    expect(container.querySelectorAll('.sw-reveal__card--dimmed')).toHaveLength(2);
  });

  it('has every card turned over (answered)', async () => {
    await renderExample('reveal', 'answered');
    expect(screen.getByText(/Recognises effort/)).toBeTruthy();
    expect(screen.getByText(/Helps someone grow/)).toBeTruthy();
    expect(screen.getByText(/Says where someone stands/)).toBeTruthy();
  });

  it('turns a card over when tapped', async () => {
    const user = userEvent.setup();
    await renderExample('reveal', 'prompt');
    await user.click(screen.getByRole('button', { name: /Coaching/ }));
    expect(screen.getByText(/Helps someone grow/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Coaching/ }).getAttribute('aria-expanded')).toBe('true');
  });
});
