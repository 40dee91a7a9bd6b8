import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderExample } from '../../test/render-example.tsx';
import { previewStates } from '../renderer.ts';

describe('image renderer', () => {
  it.each(previewStates)('shows the whole image with its caption (%s)', async (state) => {
    await renderExample('image', state);
    const image = screen.getByRole('img', { name: 'Blue circular sign showing a white hard hat' });
    expect(image.getAttribute('src')).toBe('/examples/images/hard-hat-sign.jpg');
    expect(image.classList.contains('sw-image--contain')).toBe(true);
    expect(screen.getByRole('heading', { name: 'Hard hat area' })).toBeTruthy();
    expect(screen.getByText(/means you/).textContent).toContain('A blue circle means you must do something');
  });

  it('keeps the caption folded until tapped when the slide opens on the image', async () => {
    const user = userEvent.setup();
    const data = {
      url: 'https://images.slidewise.dev/a.jpg',
      autofocus: true,
      caption: { title: 'Look closely', content: '<p>Hidden note</p>' },
    };
    await renderExample('image', 'prompt', { data });
    const toggle = screen.getByRole('button', { name: 'Look closely' });
    expect(screen.getByText('Hidden note').closest('[hidden]')).not.toBeNull();
    await user.click(toggle);
    expect(screen.getByText('Hidden note').closest('[hidden]')).toBeNull();
  });

  it('shows a labelled placeholder when the image cannot load', async () => {
    await renderExample('image', 'prompt', { data: { url: '' } });
    expect(screen.getByRole('img', { name: 'Image' }).classList.contains('sw-image--missing')).toBe(true);
  });
});
