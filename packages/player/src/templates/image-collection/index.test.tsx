import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderExample } from '../../test/render-example.tsx';

const titles = ['Goggles', 'Gloves', 'Ear defenders', 'Safety boots'];

describe('image-collection renderer', () => {
  it('shows the title and every tile, none opened (prompt)', async () => {
    const { container } = await renderExample('image-collection', 'prompt');
    expect(screen.getByRole('heading', { name: 'Your protective equipment' })).toBeTruthy();
    for (const title of titles) expect(screen.getByRole('button', { name: title })).toBeTruthy();
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/examples/images/ppe-goggles.jpg');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('has the first tile opened with its description (interacted)', async () => {
    await renderExample('image-collection', 'interacted');
    const dialog = screen.getByRole('dialog', { name: 'Goggles' });
    expect(within(dialog).getByText('Whenever you cut, grind or handle chemicals.')).toBeTruthy();
  });

  it('marks every tile as seen (answered)', async () => {
    await renderExample('image-collection', 'answered');
    for (const title of titles) expect(screen.getByRole('button', { name: `${title} (visited)` })).toBeTruthy();
  });

  it('opens a tile and returns with the close button', async () => {
    const user = userEvent.setup();
    await renderExample('image-collection', 'prompt');
    await user.click(screen.getByRole('button', { name: 'Ear defenders' }));
    expect(within(screen.getByRole('dialog')).getByText(/Above 85 dB/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Ear defenders (visited)' })).toBeTruthy();
  });
});
