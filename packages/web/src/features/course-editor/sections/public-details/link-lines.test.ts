import { urlSlugSchema } from '@slidewise/core';
import { describe, expect, it } from 'vitest';
import { parseLinkLines, slugFromTitle } from './link-lines.ts';

describe('pasted link lines', () => {
  it('reads "Title | address" and bare addresses, skipping blank lines', () => {
    expect(parseLinkLines('Handbook | https://example.com/handbook\n\nhttps://example.com/faq\n')).toEqual({
      links: [
        { title: 'Handbook', url: 'https://example.com/handbook' },
        { title: 'https://example.com/faq', url: 'https://example.com/faq' },
      ],
      invalidLines: [],
    });
  });

  it('names the lines that are not links', () => {
    const parsed = parseLinkLines('Good | https://example.com\nnot a link\nBad | ftp://example.com');
    expect(parsed.links).toHaveLength(1);
    expect(parsed.invalidLines).toEqual([2, 3]);
  });

  it('keeps a bar inside the title', () => {
    expect(parseLinkLines('A | B | https://example.com').links[0]).toEqual({ title: 'A | B', url: 'https://example.com' });
  });
});

describe('a url slug from a title', () => {
  it('makes a valid slug of any title', () => {
    expect(slugFromTitle('  Forklift Safety: Level 2! ')).toBe('forklift-safety-level-2');
    expect(slugFromTitle('Señalización básica')).toBe('senalizacion-basica');
    expect(urlSlugSchema.safeParse(slugFromTitle('A -- B __ C')).success).toBe(true);
    expect(slugFromTitle('x'.repeat(150))).toHaveLength(100);
    expect(slugFromTitle('!!!')).toBe('');
  });
});
