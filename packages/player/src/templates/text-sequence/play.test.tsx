import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { movesOnByKeyboard, playCallbacks } from '../../test/content-play.ts';
import { renderExample } from '../../test/render-example.tsx';

describe('text-sequence play', () => {
  it('reveals the steps one at a time, goes back when allowed, and moves on after the last', async () => {
    const user = userEvent.setup();
    const callbacks = playCallbacks();
    await renderExample('text-sequence', 'prompt', { mode: 'play', ...callbacks });
    const steps = () => screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(steps()).toEqual(['Check the scene is safe and the person is unresponsive.']);
    expect(screen.getByText('Step 1 of 4')).toBeTruthy();
    // No way on before every step was read.
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    expect(steps()).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Previous step' }));
    expect(steps()).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    expect(steps()[3]).toBe('Keep going until help arrives or the person starts breathing.');
    expect(screen.queryByRole('button', { name: 'Next step' })).toBeNull();
    await movesOnByKeyboard(user, 'Continue', callbacks);
  });

  it('keeps its own way back out of the footer, where the lesson’s Back sits right below', async () => {
    const user = userEvent.setup();
    const { container } = await renderExample('text-sequence', 'prompt', { mode: 'play' });
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    const footer = container.querySelector<HTMLElement>('.sw-slide__footer')!;
    // One way forward in the footer, nothing that reads as "back".
    expect(
      within(footer)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Next step']);
    const previous = screen.getByRole('button', { name: 'Previous step' });
    expect(footer.contains(previous)).toBe(false);
    expect(container.querySelector('.sw-slide__body')!.contains(previous)).toBe(true);
  });

  it('offers no way back when the author says so', async () => {
    const user = userEvent.setup();
    await renderExample('text-sequence', 'prompt', {
      mode: 'play',
      data: { content: ['<p>One</p>', '<p>Two</p>'], label: '', canGoBack: false },
    });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Previous step' })).toBeNull();
  });
});
