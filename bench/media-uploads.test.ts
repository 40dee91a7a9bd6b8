import { describe, expect, it } from 'vitest';
import { mediaLines } from './media-uploads.ts';

describe('mediaLines', () => {
  it('prints the figures, and a target-missed line for each missed target', () => {
    expect(mediaLines({ uploadRssGrowthMb: 30.5, variantP95Ms: 4.2, floorP95Ms: 1.1 })).toEqual([
      'upload-250mb-rss-mb: 30.5',
      'image-variant-p95-ms: 4.2',
      'image-variant-floor-p95-ms: 1.1',
    ]);
    expect(mediaLines({ uploadRssGrowthMb: 64.1, variantP95Ms: 10.1, floorP95Ms: 2 }).slice(3)).toEqual([
      'target-missed: upload-250mb-rss-mb 64.1 > 64',
      'target-missed: image-variant-p95-ms 10.1 > 10',
    ]);
  });
});
