import type { ByteRange } from './object-storage.ts';

/** The inclusive byte range a request asks of an object of `size` bytes, or undefined when none of it exists. */
export function resolveByteRange(range: ByteRange, size: number): { start: number; end: number } | undefined {
  if (range.start < 0 || range.start >= size) return undefined;
  const end = Math.min(range.end ?? size - 1, size - 1);
  return end < range.start ? undefined : { start: range.start, end };
}

/**
 * One range of an HTTP `Range` header (`bytes=0-99`, `bytes=100-`, `bytes=-500`) against an object of
 * `size` bytes: the range, 'unsatisfiable' (416), or undefined when the header is absent, not in bytes or
 * asks for several ranges (then the whole object is answered, as RFC 9110 allows).
 */
export function parseRangeHeader(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | undefined {
  if (header === undefined) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, first, last] = match as unknown as [string, string, string];
  if (first === '' && last === '') return undefined;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return 'unsatisfiable';
    return size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const resolved = resolveByteRange({ start: Number(first), ...(last === '' ? {} : { end: Number(last) }) }, size);
  if (last !== '' && Number(last) < Number(first)) return undefined;
  return resolved ?? 'unsatisfiable';
}
