import { describe, expect, it } from 'vitest';
import { cssColor } from './css-color.ts';

describe('cssColor', () => {
  it.each(['#c0c0c0', '#1d1b3a', 'silver', 'rgb(10, 20, 30)', 'hsl(200 50% 40% / 0.5)'])('keeps the colour %s', (color) => {
    expect(cssColor(color)).toBe(color);
  });

  it.each(['', 'url(https://tracker.example/pixel.png)', 'red; background: url(x)', 'expression(alert(1))', '#zzz'])(
    'drops %s',
    (value) => {
      expect(cssColor(value)).toBeUndefined();
    },
  );
});
