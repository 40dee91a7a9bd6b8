import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderExample } from '../../test/render-example.tsx';

describe('aicc renderer', () => {
  it('shows the cover with the launch button below it (prompt)', async () => {
    const { container } = await renderExample('aicc', 'prompt');
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/examples/images/forklift-cover.jpg');
    expect(container.querySelector('.sw-package__cover--below')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Open the theory module' })).toBeTruthy();
    expect(screen.getByText('Package: forklift-theory.html')).toBeTruthy();
  });

  it.each(['interacted', 'answered'] as const)('shows the package in the slide (%s)', async (state) => {
    await renderExample('aicc', state);
    expect(screen.getByRole('region', { name: 'forklift-theory.html' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open the theory module' })).toBeNull();
  });
});
