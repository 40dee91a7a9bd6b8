import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderExample } from '../../test/render-example.tsx';
import { previewStates } from '../renderer.ts';

describe('text-and-images renderer', () => {
  it.each(previewStates)('shows each block’s text with its image, in order (%s)', async (state) => {
    const { container } = await renderExample('text-and-images', state);
    const blocks = container.querySelectorAll('.sw-text-images__block');
    expect(blocks).toHaveLength(2);
    expect(blocks[0]!.textContent).toContain('Plan the lift: know where the load is going and clear the way.');
    expect(blocks[0]!.querySelector('img')?.getAttribute('src')).toBe('/examples/images/lift-plan.jpg');
    expect(blocks[1]!.textContent).toContain('Bend your knees');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
  });
});
