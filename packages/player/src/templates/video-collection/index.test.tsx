import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderExample } from '../../test/render-example.tsx';

describe('video-collection renderer', () => {
  it.each(['prompt', 'answered'] as const)('lists every video with its thumbnail, title and length (%s)', async (state) => {
    const { container } = await renderExample('video-collection', state);
    expect(screen.getByRole('button', { name: 'Play Sales' }).textContent).toContain('1:02');
    expect(screen.getByRole('button', { name: 'Play Support' }).textContent).toContain('0:55');
    expect(screen.getByRole('button', { name: 'Play Product' }).textContent).toContain('1:11');
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/examples/images/team-sales.jpg');
    expect(container.querySelector('video')).toBeNull();
  });

  it('plays the first video above the list mid-way (interacted)', async () => {
    const { container } = await renderExample('video-collection', 'interacted');
    expect(container.querySelector('video')?.getAttribute('src')).toBe('/examples/media/team-sales.mp4');
    expect(screen.getByRole('heading', { name: 'Sales' })).toBeTruthy();
  });

  it('plays the picked video', async () => {
    const user = userEvent.setup();
    const { container } = await renderExample('video-collection', 'prompt');
    await user.click(screen.getByRole('button', { name: 'Play Product' }));
    expect(container.querySelector('video')?.getAttribute('src')).toBe('/examples/media/team-product.mp4');
    expect(screen.getByRole('button', { name: 'Play Product' }).getAttribute('aria-current')).toBe('true');
  });
});
