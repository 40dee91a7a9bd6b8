import { describe, expect, it } from 'vitest';
import { scrollToShow, visibleRows } from './row-window.ts';

describe('the window of rows a long slide list draws', () => {
  it('covers what the viewport shows, with a few rows either side', () => {
    expect(visibleRows(200, 100, 0, 500, 2)).toEqual({ first: 0, last: 6 });
    expect(visibleRows(200, 100, 1050, 500, 2)).toEqual({ first: 8, last: 17 });
    expect(visibleRows(200, 100, 19_800, 500, 2)).toEqual({ first: 196, last: 199 });
    expect(visibleRows(0, 100, 0, 500, 2)).toEqual({ first: 0, last: -1 });
  });

  it('scrolls just enough to show a row above or below the viewport', () => {
    expect(scrollToShow(3, 100, 90, 500, 400)).toBe(300);
    expect(scrollToShow(12, 100, 90, 500, 400)).toBe(890);
    expect(scrollToShow(6, 100, 90, 500, 400)).toBe(500);
  });
});
