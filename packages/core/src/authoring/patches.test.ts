import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyPatches, enablePatches, produceWithPatches } from 'immer';
import { applySharedPatches, insertPatches, movePatches, PatchNotApplicableError, removePatches, swapPatches } from './patches.ts';

enablePatches();

const deck = () => [
  { id: 'a', data: { list: [1, 2, 3], nested: { text: 'x' } } },
  { id: 'b', data: { list: [], nested: { text: 'y' } } },
  { id: 'c', data: { list: [4], nested: { text: 'z' } } },
];

describe('applySharedPatches', () => {
  it('shares untouched branches and the values patches carry instead of cloning them', () => {
    const base = deck();
    const moved = applySharedPatches(base, movePatches([], 0, 2, base[0]).redo);
    expect(moved.map((slide) => slide.id)).toEqual(['b', 'c', 'a']);
    expect(moved[2]).toBe(base[0]);
    expect(moved[0]).toBe(base[1]);
    expect(base.map((slide) => slide.id)).toEqual(['a', 'b', 'c']);
  });

  it('copies only the containers along the path and freezes them', () => {
    const base = deck();
    const edited = applySharedPatches(base, [{ op: 'replace', path: [1, 'data', 'nested', 'text'], value: 'new' }]);
    expect(edited[1]?.data.nested.text).toBe('new');
    expect(base[1]?.data.nested.text).toBe('y');
    expect(edited[0]).toBe(base[0]);
    expect(edited[1]?.data.list).toBe(base[1]?.data.list);
    expect(Object.isFrozen(edited)).toBe(true);
    expect(Object.isFrozen(edited[1]?.data.nested)).toBe(true);
  });

  it('returns the root untouched for an empty patch list', () => {
    const base = deck();
    expect(applySharedPatches(base, [])).toBe(base);
  });

  it('replaces the root for an empty path', () => {
    expect(applySharedPatches([1], [{ op: 'replace', path: [], value: [2] }])).toEqual([2]);
  });

  it.each([
    ['an index past the end', { op: 'replace' as const, path: [5, 'id'], value: 'x' }],
    ['a replace of a missing key', { op: 'replace' as const, path: [0, 'data', 'missing'], value: 1 }],
    ['a remove of a missing key', { op: 'remove' as const, path: [0, 'data', 'missing'] }],
    ['a path through text', { op: 'add' as const, path: [0, 'id', 'deeper'], value: 1 }],
    ['an add beyond the end of a list', { op: 'add' as const, path: [0, 'data', 'list', 9], value: 1 }],
    ['a path through a missing key', { op: 'add' as const, path: [0, 'nothing', 'here'], value: 1 }],
  ])('throws PatchNotApplicableError for %s and leaves the root as it was', (_, patch) => {
    const base = deck();
    expect(() => applySharedPatches(base, [patch])).toThrow(PatchNotApplicableError);
    expect(base).toEqual(deck());
  });

  it('appends with "-" and truncates with a length replace, as immer may write', () => {
    const appended = applySharedPatches({ list: [1] }, [{ op: 'add', path: ['list', '-'], value: 2 }]);
    expect(appended.list).toEqual([1, 2]);
    const truncated = applySharedPatches({ list: [1, 2, 3] }, [{ op: 'replace', path: ['list', 'length'], value: 1 }]);
    expect(truncated.list).toEqual([1]);
  });

  it('refuses keys that reach an object prototype', () => {
    expect(() => applySharedPatches({ a: {} }, [{ op: 'add', path: ['a', '__proto__', 'polluted'], value: 1 }])).toThrow(
      PatchNotApplicableError,
    );
    expect(() => applySharedPatches({}, [{ op: 'add', path: ['constructor'], value: 1 }])).toThrow(PatchNotApplicableError);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  // Whatever a recipe does, our applier must agree with immer's own on immer's patches. (Immer's copies
  // drop an own "__proto__" key, which JSON may carry; such keys are refused by the applier anyway.)
  const plainJson = fc.jsonValue().filter((value) => !JSON.stringify(value).includes('__proto__'));
  it('agrees with immer on the patches immer writes for random edits', () => {
    const edit = fc.oneof(
      fc.record({ kind: fc.constant('set' as const), slide: fc.nat(4), key: fc.constantFrom('t', 'u', 'v'), value: plainJson }),
      fc.record({ kind: fc.constant('push' as const), slide: fc.nat(4), value: fc.integer() }),
      fc.record({ kind: fc.constant('splice' as const), slide: fc.nat(4), at: fc.nat(4) }),
      fc.record({ kind: fc.constant('delete' as const), slide: fc.nat(4), key: fc.constantFrom('t', 'u', 'v') }),
      fc.record({ kind: fc.constant('remove slide' as const), slide: fc.nat(4) }),
    );
    fc.assert(
      fc.property(fc.array(edit, { maxLength: 6 }), (edits) => {
        const base = Array.from({ length: 5 }, (_, index) => ({ id: index, t: index, list: [index, index + 1] })) as Record<
          string,
          unknown
        >[];
        const [next, redo, undo] = produceWithPatches(base, (draft) => {
          for (const change of edits) {
            const slide = draft[change.slide % Math.max(draft.length, 1)];
            if (slide === undefined) continue;
            if (change.kind === 'set') slide[change.key] = change.value;
            else if (change.kind === 'delete') delete slide[change.key];
            else if (change.kind === 'push') (slide.list as number[]).push(change.value);
            else if (change.kind === 'splice') (slide.list as number[]).splice(change.at, 1);
            else draft.splice(change.slide % draft.length, 1);
          }
        });
        expect(applySharedPatches(base, redo)).toEqual(next);
        expect(applySharedPatches(next, undo)).toEqual(base);
        expect(applySharedPatches(base, redo)).toEqual(applyPatches(base, redo));
      }),
    );
  });
});

describe('patch pairs of list operations', () => {
  const list = ['a', 'b', 'c', 'd'];
  const roundTrip = (pair: { redo: Parameters<typeof applySharedPatches>[1]; undo: Parameters<typeof applySharedPatches>[1] }) => {
    const after = applySharedPatches(list, pair.redo);
    return { after, back: applySharedPatches(after, pair.undo) };
  };

  it('insert puts every value in order and undo takes them out', () => {
    const { after, back } = roundTrip(insertPatches([], 1, ['x', 'y']));
    expect(after).toEqual(['a', 'x', 'y', 'b', 'c', 'd']);
    expect(back).toEqual(list);
  });

  it('remove takes one element out and undo puts it back where it was', () => {
    const { after, back } = roundTrip(removePatches([], 2, 'c'));
    expect(after).toEqual(['a', 'b', 'd']);
    expect(back).toEqual(list);
  });

  it.each([
    [0, 3, ['b', 'c', 'd', 'a']],
    [3, 0, ['d', 'a', 'b', 'c']],
    [1, 2, ['a', 'c', 'b', 'd']],
  ])('move %i to %i gives %j and undo restores the order', (from, to, expected) => {
    const { after, back } = roundTrip(movePatches([], from, to, list[from]));
    expect(after).toEqual(expected);
    expect(back).toEqual(list);
  });

  it('swap exchanges two elements and undo exchanges them back', () => {
    const { after, back } = roundTrip(swapPatches([], 0, 3, 'a', 'd'));
    expect(after).toEqual(['d', 'b', 'c', 'a']);
    expect(back).toEqual(list);
  });

  it('patches name one element each, whatever the list size', () => {
    expect(movePatches([], 0, 199, 'x').redo).toHaveLength(2);
    expect(removePatches([], 0, 'x').undo).toHaveLength(1);
  });
});
