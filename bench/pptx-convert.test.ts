import { describe, expect, it } from 'vitest';
import { benchDeck, measurePptxConvert, pptxConvertLines } from './pptx-convert.ts';

describe('the pptx conversion benchmark', () => {
  it('builds a deck of the size asked, pictures included', async () => {
    const deck = await benchDeck(10);
    expect(deck.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(deck.includes(Buffer.from('ppt/slides/slide10.xml'))).toBe(true);
    expect(deck.includes(Buffer.from('ppt/media/image1.png'))).toBe(true);
  });

  it('times a real conversion', { timeout: 120_000 }, async () => {
    expect(await measurePptxConvert(5, 1)).toBeGreaterThan(0);
  });

  it('prints the figure and its verdict', () => {
    expect(pptxConvertLines(1234.4)).toEqual(['pptx-50-slides-convert-ms: 1234']);
    expect(pptxConvertLines(5001)).toEqual([
      'target-missed: pptx-50-slides-convert-ms 5001 is above 5000',
      'pptx-50-slides-convert-ms: 5001',
    ]);
  });
});
