import { describe, expect, it } from 'vitest';
import { findPrerequisiteCycle } from './prerequisite-cycles.ts';

describe('findPrerequisiteCycle', () => {
  it('finds a loop through other courses, as a path back to the start', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
    ]);
    expect(findPrerequisiteCycle(graph, 'a')).toEqual(['a', 'b', 'c', 'a']);
  });

  it('accepts shared prerequisites that do not loop (a diamond)', () => {
    const graph = new Map([
      ['a', ['b', 'c']],
      ['b', ['d']],
      ['c', ['d']],
      ['d', []],
    ]);
    expect(findPrerequisiteCycle(graph, 'a')).toBeNull();
  });

  it('ignores loops elsewhere that do not pass through the start', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['b']],
    ]);
    expect(findPrerequisiteCycle(graph, 'a')).toBeNull();
  });

  it('handles a long chain without recursion', () => {
    const graph = new Map(Array.from({ length: 20_000 }, (_, index) => [`n${index}`, [`n${index + 1}`]] as [string, string[]]));
    graph.set('n20000', ['n0']);
    expect(findPrerequisiteCycle(graph, 'n0')).toHaveLength(20_002);
  });
});
