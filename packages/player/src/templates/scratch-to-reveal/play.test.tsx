import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { movesOnByKeyboard, playCallbacks } from '../../test/content-play.ts';
import { renderExample } from '../../test/render-example.tsx';

/** A 100 × 100 box at the origin, as the scratch layer measures itself. */
function giveSize(element: Element) {
  element.getBoundingClientRect = () => ({
    x: 0,
    y: 0,
    left: 0,
    top: 0,
    width: 100,
    height: 100,
    right: 100,
    bottom: 100,
    toJSON: () => ({}),
  });
}

describe('scratch-to-reveal play', () => {
  it('wears the layer away under a finger until the after face shows, then moves on', async () => {
    const user = userEvent.setup();
    const callbacks = playCallbacks();
    const { container } = await renderExample('scratch-to-reveal', 'prompt', { mode: 'play', ...callbacks });
    const layer = container.querySelector('.sw-scratch__layer')!;
    giveSize(layer);
    expect(container.querySelector('.sw-scratch__face--after')?.getAttribute('aria-hidden')).toBe('true');
    fireEvent.pointerDown(layer, { pointerId: 1, clientX: 5, clientY: 5 });
    for (let y = 5; y <= 95; y += 10)
      for (let x = 5; x <= 95; x += 10) fireEvent.pointerMove(layer, { pointerId: 1, clientX: x, clientY: y });
    fireEvent.pointerUp(layer, { pointerId: 1 });
    expect(container.querySelector('.sw-scratch__layer')).toBeNull();
    expect(screen.getByText('Sorted, set in order and shined: every tool has a marked home.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Reveal/ })).toBeNull();
    await movesOnByKeyboard(user, 'Continue', callbacks);
  });

  it('reveals with one key press for keyboard users, and a light touch does not reveal all', async () => {
    const user = userEvent.setup();
    const { container } = await renderExample('scratch-to-reveal', 'prompt', { mode: 'play' });
    const layer = container.querySelector('.sw-scratch__layer')!;
    giveSize(layer);
    fireEvent.pointerDown(layer, { pointerId: 1, clientX: 50, clientY: 50 });
    fireEvent.pointerUp(layer, { pointerId: 1 });
    expect(container.querySelector('.sw-scratch__layer')).not.toBeNull();
    screen.getByRole('button', { name: 'Reveal After 5S' }).focus();
    await user.keyboard('{Enter}');
    expect(container.querySelector('.sw-scratch__layer')).toBeNull();
  });
});
