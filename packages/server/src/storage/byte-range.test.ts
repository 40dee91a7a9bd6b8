import { describe, expect, it } from 'vitest';
import { parseRangeHeader, resolveByteRange } from './byte-range.ts';

describe('byte ranges', () => {
  it('read the three forms of an HTTP range against the size', () => {
    expect(parseRangeHeader('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRangeHeader('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRangeHeader('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRangeHeader('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
    expect(parseRangeHeader('bytes=990-5000', 1000)).toEqual({ start: 990, end: 999 });
  });

  it('call a range outside the file unsatisfiable', () => {
    expect(parseRangeHeader('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseRangeHeader('bytes=-0', 1000)).toBe('unsatisfiable');
    expect(parseRangeHeader('bytes=0-', 0)).toBe('unsatisfiable');
  });

  it('ignore what they do not serve: no header, other units, several ranges, backwards ranges', () => {
    expect(parseRangeHeader(undefined, 1000)).toBeUndefined();
    expect(parseRangeHeader('items=0-1', 1000)).toBeUndefined();
    expect(parseRangeHeader('bytes=0-1,5-9', 1000)).toBeUndefined();
    expect(parseRangeHeader('bytes=9-1', 1000)).toBeUndefined();
    expect(parseRangeHeader('bytes=-', 1000)).toBeUndefined();
  });

  it('clamp a stored range to the object', () => {
    expect(resolveByteRange({ start: 5 }, 10)).toEqual({ start: 5, end: 9 });
    expect(resolveByteRange({ start: 10 }, 10)).toBeUndefined();
  });
});
