import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderExample } from '../../test/render-example.tsx';

describe('scratch-to-reveal renderer', () => {
  it('shows the before face on an unscratched layer, the after face hidden (prompt)', async () => {
    const { container } = await renderExample('scratch-to-reveal', 'prompt');
    expect(screen.getByText('Before')).toBeTruthy();
    expect(screen.getByText('How many hazards can you spot on this workbench?')).toBeTruthy();
    const layer = container.querySelector<HTMLElement>('.sw-scratch__layer');
    expect(layer?.style.backgroundColor).toBeTruthy();
    expect(layer?.style.maskImage ?? '').toBe('');
    expect(container.querySelector('.sw-scratch__face--after')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('button', { name: 'Reveal After 5S' })).toBeTruthy();
  });

  it('shows a scratched stroke through the layer with the after face showing through (interacted)', async () => {
    const { container } = await renderExample('scratch-to-reveal', 'interacted');
    expect(container.querySelector<HTMLElement>('.sw-scratch__layer')?.style.maskImage).toContain('radial-gradient');
    expect(container.querySelector('.sw-scratch__face--after')?.getAttribute('aria-hidden')).toBeNull();
    expect(screen.getByText(/every tool has a marked home/)).toBeTruthy();
  });

  it('shows the after face uncovered (answered)', async () => {
    const { container } = await renderExample('scratch-to-reveal', 'answered');
    expect(container.querySelector('.sw-scratch__layer')).toBeNull();
    expect(screen.getByText('After 5S')).toBeTruthy();
    expect(screen.getByText(/every tool has a marked home/)).toBeTruthy();
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/examples/images/workbench-after.jpg');
    expect(screen.queryByRole('button', { name: /Reveal/ })).toBeNull();
  });

  it('reveals from the keyboard', async () => {
    const user = userEvent.setup();
    const { container } = await renderExample('scratch-to-reveal', 'prompt');
    screen.getByRole('button', { name: 'Reveal After 5S' }).focus();
    await user.keyboard('{Enter}');
    expect(container.querySelector('.sw-scratch__layer')).toBeNull();
  });
});
