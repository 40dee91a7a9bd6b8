import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderExample } from '../test/render-example.tsx';
import { addStylesheets } from '../test/stylesheet.ts';

/** The two templates that open media in a lightbox, with the button that opens their first one. */
const lightboxes = [
  { type: 'image-collection', opener: 'Gloves' },
  { type: 'scrolling-media', opener: "Two nurses reading a patient chart together at the nurses' station" },
];

describe.each(lightboxes)('the $type lightbox is a modal over the slide', ({ type, opener }) => {
  let removeStyles: () => void = () => undefined;
  beforeEach(() => {
    removeStyles = addStylesheets('ui/player.css');
  });
  afterEach(() => removeStyles());

  it('covers the whole slide opaquely, with the slide under it inert', async () => {
    const { container } = await renderExample(type, 'prompt', { mode: 'play' });
    await userEvent.click(screen.getByRole('button', { name: opener }));
    const dialog = screen.getByRole('dialog');
    const slide = container.querySelector<HTMLElement>('.sw-slide')!;
    // Laid over the slide box itself (body and footer), not inside the scrolling body.
    expect(dialog.parentElement).toBe(slide);
    expect(getComputedStyle(slide).position).toBe('relative');
    expect(getComputedStyle(dialog).position).toBe('absolute');
    expect(getComputedStyle(dialog).inset).toBe('0');
    expect(getComputedStyle(dialog).backgroundColor).toMatch(/^(#000|rgb\(0, 0, 0\)|black)$/);
    // Nothing of the slide answers a tap or the keyboard through it: its body and footer are inert.
    expect(slide.querySelector('.sw-slide__body')!.hasAttribute('inert')).toBe(true);
    expect(screen.getByRole('button', { name: 'Continue', hidden: true }).closest('[inert]')).not.toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Continue' })).toBeNull();
  });

  it('keeps the focus inside, closes on Escape and hands the focus back to what opened it', async () => {
    const user = userEvent.setup();
    const { container } = await renderExample(type, 'prompt', { mode: 'play' });
    const openButton = screen.getByRole('button', { name: opener });
    await user.click(openButton);
    const close = within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(close);
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(close);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(container.querySelector('[inert]')).toBeNull();
    expect(document.activeElement).toBe(openButton);
  });
});
