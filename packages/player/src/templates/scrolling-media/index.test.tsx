import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderExample } from '../../test/render-example.tsx';

describe('scrolling-media renderer', () => {
  it.each(['prompt', 'answered'] as const)('stacks the text, image and video blocks in order (%s)', async (state) => {
    const { container } = await renderExample('scrolling-media', state);
    expect(screen.getByRole('heading', { name: '07:00 handover' })).toBeTruthy();
    expect(screen.getByText('Check the five rights before every dose.')).toBeTruthy();
    expect(
      screen
        .getByRole('button', { name: "Two nurses reading a patient chart together at the nurses' station" })
        .querySelector('img')
        ?.getAttribute('src'),
    ).toBe('/examples/images/ward-handover.jpg');
    expect(container.querySelector('video')?.getAttribute('src')).toBe('/examples/media/medication-round.mp4');
    const order = [...container.querySelectorAll('.sw-scrolling-media > *')].map((element) => element.tagName);
    expect(order).toEqual(['DIV', 'BUTTON', 'DIV', 'VIDEO']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('has the first image opened full screen mid-way (interacted)', async () => {
    await renderExample('scrolling-media', 'interacted');
    const dialog = screen.getByRole('dialog');
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe('/examples/images/ward-handover.jpg');
  });

  it('opens an image and closes it with Escape', async () => {
    const user = userEvent.setup();
    await renderExample('scrolling-media', 'prompt');
    await user.click(screen.getByRole('button', { name: "Two nurses reading a patient chart together at the nurses' station" }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Close');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps images in the flow with preventFocus', async () => {
    await renderExample('scrolling-media', 'interacted', {
      data: { content: [{ type: 'image', image: 'https://i.test/a.jpg' }], preventFocus: true },
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Image 1 of 1' })).toBeNull();
    expect(screen.getByRole('img', { name: 'Image 1 of 1' })).toBeTruthy();
  });
});
