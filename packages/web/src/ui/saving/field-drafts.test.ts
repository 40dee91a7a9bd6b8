import { describe, expect, it } from 'vitest';
import { initialEditState } from './edit-state.ts';
import { createFieldDraftStorage, draftOf, restoreDraft } from './field-drafts.ts';

const item = { id: 'x1', title: 'Saved', note: 'Saved note', version: 5 };
const fields = ['title', 'note'] as const;

describe('field drafts', () => {
  it('removes the stored draft when it has no fields left', () => {
    const drafts = createFieldDraftStorage('test.fieldDraft.');
    drafts.write('x1', { version: 5, fields: { title: 'Typed' } });
    expect(drafts.read('x1')).toEqual({ version: 5, fields: { title: 'Typed' } });
    drafts.write('x1', { version: 5, fields: {} });
    expect(localStorage.getItem(drafts.key('x1'))).toBeNull();
  });

  it('is the unsaved fields on the confirmed version, or nothing', () => {
    expect(draftOf(initialEditState(item), { title: 'Typed' })).toEqual({ version: 5, fields: { title: 'Typed' } });
    expect(draftOf(initialEditState(item), {})).toBeNull();
  });

  it('puts a draft made on the current version back as edits', () => {
    const { state, restored } = restoreDraft(item, { version: 5, fields: { title: 'Typed' } }, fields);
    expect(restored).toBe(true);
    expect(state.changed.title).toBe('Typed');
    expect(state.original.title).toBe('Saved');
    expect(state.conflict).toBeNull();
  });

  it('holds a draft made on another version for the conflict choice', () => {
    const { state, restored } = restoreDraft(item, { version: 4, fields: { title: 'Typed' } }, fields);
    expect(restored).toBe(true);
    expect(state.changed.title).toBe('Typed');
    expect(state.conflict).toEqual({ current: item });
  });

  it('ignores fields the form does not edit and drafts that change nothing', () => {
    expect(restoreDraft(item, { version: 5, fields: { id: 'x2', version: 1 } }, fields)).toEqual({
      state: initialEditState(item),
      restored: false,
    });
    expect(restoreDraft(item, { version: 4, fields: { title: 'Saved' } }, fields).restored).toBe(false);
    expect(restoreDraft(item, null, fields).restored).toBe(false);
  });

  it('keeps failed edits apart from the live fields, and restores them as failed edits', () => {
    const drafts = createFieldDraftStorage('test.failedDraft.');
    const failedState = { ...initialEditState(item), failedEdits: { title: 'Typed' } };
    const draft = draftOf(failedState, {});
    expect(draft).toEqual({ version: 5, fields: {}, failed: { title: 'Typed' } });
    drafts.write('x1', draft);
    expect(drafts.read('x1')).toEqual({ version: 5, fields: {}, failed: { title: 'Typed' } });
    const { state, restored } = restoreDraft(item, drafts.read('x1'), fields);
    expect(restored).toBe(false);
    expect(state.changed.title).toBe('Saved');
    expect(state.failedEdits).toEqual({ title: 'Typed' });
  });
});
