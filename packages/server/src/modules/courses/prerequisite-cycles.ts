/**
 * A path of course ids that starts and ends at `start` following prerequisite edges, or null when
 * `start` cannot reach itself. Iterative, so a long chain cannot overflow the stack.
 */
export function findPrerequisiteCycle(graph: ReadonlyMap<string, readonly string[]>, start: string): string[] | null {
  // Who led to each course first, to spell the loop out once it closes.
  const cameFrom = new Map<string, string>();
  const stack: string[] = [start];
  while (stack.length > 0) {
    const id = stack.pop()!;
    for (const next of graph.get(id) ?? []) {
      if (next === start) return [...pathTo(cameFrom, start, id), start];
      if (cameFrom.has(next)) continue;
      cameFrom.set(next, id);
      stack.push(next);
    }
  }
  return null;
}

function pathTo(cameFrom: ReadonlyMap<string, string>, start: string, end: string): string[] {
  const path = [end];
  for (let id = end; id !== start; ) {
    id = cameFrom.get(id)!;
    path.push(id);
  }
  return path.reverse();
}
