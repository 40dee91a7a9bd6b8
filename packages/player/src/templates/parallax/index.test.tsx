import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderExample } from '../../test/render-example.tsx';
import { previewStates } from '../renderer.ts';

describe('parallax renderer', () => {
  it.each(previewStates)('layers every image with its caption, the title on the first (%s)', async (state) => {
    const { container } = await renderExample('parallax', state);
    expect(screen.getByRole('region', { name: 'Forty years of Slidewise Bakery' })).toBeTruthy();
    const layers = [...container.querySelectorAll('.sw-parallax__layer')];
    expect(layers.map((layer) => layer.querySelector('figcaption')?.textContent)).toEqual([
      '1985: one oven in a garage',
      '2001: our first shop',
      'Today: 42 shops and one recipe book',
    ]);
    expect(layers[0]!.querySelector('h2')?.textContent).toBe('Forty years of Slidewise Bakery');
    expect(layers[2]!.querySelector('img')?.getAttribute('src')).toBe('/examples/images/bakery-today.jpg');
    expect((layers[2] as HTMLElement).style.zIndex).toBe('3');
  });
});
