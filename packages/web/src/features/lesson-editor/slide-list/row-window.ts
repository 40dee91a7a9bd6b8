/** The rows of a list of `count` rows `pitch` pixels apart that a viewport shows, plus `overscan` either side. */
export function visibleRows(
  count: number,
  pitch: number,
  scrollTop: number,
  viewportHeight: number,
  overscan: number,
): { first: number; last: number } {
  if (count === 0) return { first: 0, last: -1 };
  const first = Math.max(0, Math.floor(scrollTop / pitch) - overscan);
  const last = Math.min(count - 1, Math.ceil((scrollTop + viewportHeight) / pitch) + overscan - 1);
  return { first, last: Math.max(first, last) };
}

/** The scroll position that brings row `index` fully into view, moving as little as possible. */
export function scrollToShow(index: number, pitch: number, rowHeight: number, scrollTop: number, viewportHeight: number): number {
  const top = index * pitch;
  if (top < scrollTop) return top;
  if (top + rowHeight > scrollTop + viewportHeight) return Math.max(0, top + rowHeight - viewportHeight);
  return scrollTop;
}
