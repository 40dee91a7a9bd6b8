import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderExample } from '../../test/render-example.tsx';

const titles = ['Safety pin', 'Handle', 'Hose', 'Label'];

describe('image-map renderer', () => {
  it('shows the image with a hotspot at each place, none open (prompt)', async () => {
    await renderExample('image-map', 'prompt');
    expect(screen.getByRole('img', { name: 'A red fire extinguisher with its pin, handle, hose and label' }).getAttribute('src')).toBe(
      '/examples/images/fire-extinguisher.jpg',
    );
    for (const title of titles) expect(screen.getByRole('button', { name: `Open ${title}` })).toBeTruthy();
    const pin = screen.getByRole('button', { name: 'Open Safety pin' });
    expect(pin.style.left).toBe('48%');
    expect(pin.style.top).toBe('8%');
    expect(screen.queryByRole('heading', { name: 'Safety pin' })).toBeNull();
  });

  it('has the first hotspot’s note open (interacted)', async () => {
    await renderExample('image-map', 'interacted');
    expect(screen.getByRole('heading', { name: 'Safety pin' })).toBeTruthy();
    expect(screen.getByText(/stops the handle being squeezed by accident/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open Safety pin (visited)' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('marks every hotspot visited (answered)', async () => {
    await renderExample('image-map', 'answered');
    for (const title of titles) expect(screen.getByRole('button', { name: `Open ${title} (visited)` })).toBeTruthy();
  });

  it('opens hotspots in any order', async () => {
    const user = userEvent.setup();
    await renderExample('image-map', 'prompt');
    await user.click(screen.getByRole('button', { name: 'Open Label' }));
    expect(screen.getByText(/Check the colour band/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText(/Check the colour band/)).toBeNull();
  });
});
