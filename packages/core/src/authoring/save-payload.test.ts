import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../api/json-depth.ts';
import { slideEditorActions as act } from './slide-editor-actions.ts';
import { slideEditorReducer as reduce } from './slide-editor-reducer.ts';
import { savePayload, shouldSkipSave, stripNullEntries } from './save-payload.ts';
import { stateWith, testSlide } from './test-fixtures.ts';

describe('stripNullEntries', () => {
  it('removes null entries from every array inside slide data, however deep', () => {
    const slide = testSlide('a', {
      data: { list: [null, { id: 'x', items: [1, null, [null, 2]] }, null], keep: null, nested: { words: ['a', null] } },
    });
    const [stripped] = stripNullEntries([slide]);
    expect(stripped?.data).toEqual({ list: [{ id: 'x', items: [1, [2]] }], keep: null, nested: { words: ['a'] } });
    expect(slide.data.list).toHaveLength(3);
  });

  it('returns slides and branches without null entries as they are', () => {
    const slides = [testSlide('a'), testSlide('b', { data: { list: [null], other: { x: [1] } } })];
    const stripped = stripNullEntries(slides);
    expect(stripped[0]).toBe(slides[0]);
    expect(stripped[1]?.data.other).toBe(slides[1]?.data.other);
  });
});

describe('shouldSkipSave', () => {
  it('skips the new-item placeholder and skipSave, and nothing else', () => {
    expect(shouldSkipSave('new')).toBe(true);
    expect(shouldSkipSave('3f0c6f8e-3c39-4c53-9d38-cc1b2e3b0e55', { skipSave: true })).toBe(true);
    expect(shouldSkipSave('3f0c6f8e-3c39-4c53-9d38-cc1b2e3b0e55')).toBe(false);
    expect(shouldSkipSave('3f0c6f8e-3c39-4c53-9d38-cc1b2e3b0e55', { skipSave: false })).toBe(false);
  });
});

describe('savePayload', () => {
  it('sends the stripped slides and the identifier, without the language when it is the default', () => {
    const state = stateWith(1);
    const withHole = { ...state, slides: [{ ...state.slides[0]!, data: { ...state.slides[0]!.data, list: [null, 'x'] } }] };
    const payload = savePayload(withHole, 'en-US');
    expect(payload).toEqual({ slides: [expect.objectContaining({ id: 's1' })], latestSavedSlidesStateIdentifier: 'v1' });
    expect(payload.slides[0]?.data.list).toEqual(['x']);
    expect(payload).not.toHaveProperty('language');
  });

  it('sends the language when it is not the default', () => {
    const state = reduce(stateWith(1), act.changeLanguage('es-ES'));
    expect(savePayload(state).language).toBe('es-ES');
    expect(savePayload(state, 'es-ES')).not.toHaveProperty('language');
  });
});

// Written as text: deeper than JSON.stringify or a recursive walk could go.
const nestedObjects = (depth: number, leaf: string) => JSON.parse('{"a":'.repeat(depth) + JSON.stringify(leaf) + '}'.repeat(depth));

describe('stripNullEntries on data nested past the API limit', () => {
  it('strips within the limit and leaves the rest as it is, without overflowing the stack', () => {
    const shallow = testSlide('a', { data: { list: [null, 1] } });
    const deep = testSlide('b', { data: { list: [nestedObjects(20_000, 'x'), null] } });
    const [strippedShallow, strippedDeep] = stripNullEntries([shallow, deep]);
    expect(strippedShallow!.data).toEqual({ list: [1] });
    expect((strippedDeep!.data as { list: unknown[] }).list).toHaveLength(1);
    expect(MAX_JSON_DEPTH).toBeLessThan(20_000);
  });
});
