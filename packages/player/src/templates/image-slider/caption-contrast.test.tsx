import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catalogueTemplate, renderExample } from '../../test/render-example.tsx';
import { addStylesheets } from '../../test/stylesheet.ts';

type Rgba = [number, number, number, number];

function parseColor(value: string): Rgba {
  const parts = value.match(/[\d.]+/g)?.map(Number) ?? [];
  if (value.startsWith('#')) {
    const short = value.slice(1);
    const hex = short.length === 3 ? [...short].map((digit) => digit + digit).join('') : short;
    return [0, 2, 4].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).concat(1) as Rgba;
  }
  if (value === 'transparent') return [0, 0, 0, 0];
  return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
}

/** A colour laid with its alpha over an opaque one. */
const over = ([r, g, b, a]: Rgba, [br, bg, bb]: Rgba): Rgba => [r * a + br * (1 - a), g * a + bg * (1 - a), b * a + bb * (1 - a), 1];

/** WCAG relative luminance and contrast ratio. */
function luminance([r, g, b]: Rgba): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}
const contrast = (one: Rgba, other: Rgba) => {
  const [light, dark] = [luminance(one), luminance(other)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

const white: Rgba = [255, 255, 255, 1];
const black: Rgba = [0, 0, 0, 1];
const styles = ['Default', 'Light', 'Dark', 'Transparent Light Text', 'Transparent Dark Text'] as const;

describe('image-slider captions stay readable', () => {
  let removeStyles: () => void = () => undefined;
  beforeEach(() => {
    removeStyles = addStylesheets('ui/player.css', 'templates/image-slider/image-slider.css');
  });
  afterEach(() => removeStyles());

  it.each(styles)('%s: at least 4.5:1 over a picture that could not load, and over white or black', async (captionStyle) => {
    const example = catalogueTemplate('image-slider').examples[0]!.data as { items: Record<string, unknown>[] };
    const data = { ...example, items: [{ ...example.items[0], content: 'https://media.invalid/gone.jpg', captionStyle }] };
    const { container } = await renderExample('image-slider', 'prompt', { mode: 'play', data });
    fireEvent.error(container.querySelector('img.sw-image-slider__image')!);
    expect(container.querySelector('.sw-image--missing')).not.toBeNull();
    const caption = screen.getByText(String(example.items[0]!.caption)).closest('figcaption')!;
    const style = getComputedStyle(caption);
    const text = parseColor(style.color);
    const veil = parseColor(style.backgroundColor);
    for (const beneath of [white, black]) expect(contrast(text, over(veil, beneath))).toBeGreaterThanOrEqual(4.5);
  });
});
