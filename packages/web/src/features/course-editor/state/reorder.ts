/** The list with the item at `from` moved to `to`; out-of-range positions leave it unchanged. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const copy = [...items];
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return copy;
  const [moved] = copy.splice(from, 1);
  copy.splice(to, 0, moved as T);
  return copy;
}

/** Moves the item with `id` to where the item with `overId` is (drag and drop reports ids, not indexes). */
export function moveById<T extends { id: string }>(items: readonly T[], id: string, overId: string): T[] {
  return moveItem(
    items,
    items.findIndex((item) => item.id === id),
    items.findIndex((item) => item.id === overId),
  );
}

/** Moves the item with `id` by `offset` places (keyboard: -1 up, +1 down), stopping at either end. */
export function moveByOffset<T extends { id: string }>(items: readonly T[], id: string, offset: number): T[] {
  const from = items.findIndex((item) => item.id === id);
  if (from < 0) return [...items];
  const to = Math.min(items.length - 1, Math.max(0, from + offset));
  return moveItem(items, from, to);
}

/**
 * Where a moved item now sits between its neighbours, as the ids before and after it: what a server
 * that orders by fractional index needs to write one row.
 */
export function neighboursOf<T extends { id: string }>(
  items: readonly T[],
  id: string,
): { beforeId: string | null; afterId: string | null } {
  const index = items.findIndex((item) => item.id === id);
  return {
    beforeId: index > 0 ? (items[index - 1]?.id ?? null) : null,
    afterId: index >= 0 && index < items.length - 1 ? (items[index + 1]?.id ?? null) : null,
  };
}
