import { describe, expect, it } from 'vitest';
import { draftKey, readDraft, writeDraft } from './draft-storage.ts';

describe('the course draft kept in local storage', () => {
  it('keeps edited fields per course with their version, and reads them back', () => {
    writeDraft('c1', { version: 3, fields: { title: 'Unsaved title' } });
    writeDraft('c2', { version: 1, fields: { description: 'Other' } });
    expect(readDraft('c1')).toEqual({ version: 3, fields: { title: 'Unsaved title' } });
    expect(readDraft('c2')?.fields).toEqual({ description: 'Other' });
  });

  it('removes the draft once nothing is unsaved', () => {
    writeDraft('c1', { version: 3, fields: { title: 'x' } });
    writeDraft('c1', { version: 3, fields: {} });
    expect(localStorage.getItem(draftKey('c1'))).toBeNull();
    writeDraft('c1', { version: 3, fields: { title: 'x' } });
    writeDraft('c1', null);
    expect(readDraft('c1')).toBeNull();
  });

  it('ignores a draft that is not one', () => {
    localStorage.setItem(draftKey('c1'), '{not json');
    expect(readDraft('c1')).toBeNull();
    localStorage.setItem(draftKey('c1'), JSON.stringify({ version: '3', fields: {} }));
    expect(readDraft('c1')).toBeNull();
    localStorage.setItem(draftKey('c1'), JSON.stringify({ version: 3, fields: ['title'] }));
    expect(readDraft('c1')).toBeNull();
  });

  it('survives a storage that refuses to write', () => {
    const full = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
      getItem: () => null,
    } as unknown as Storage;
    expect(() => writeDraft('c1', { version: 1, fields: { title: 'x' } }, full)).not.toThrow();
  });
});
