import { describe, expect, it } from 'vitest';
import { createDraftStorage } from './draft-storage.ts';

const drafts = createDraftStorage<{ text: string }>('test.draft.', (stored) =>
  stored && typeof stored === 'object' && typeof (stored as { text?: unknown }).text === 'string' ? (stored as { text: string }) : null,
);

describe('a draft storage', () => {
  it('keeps one draft per id under its prefix, and removes it when given null', () => {
    drafts.write('a', { text: 'one' });
    drafts.write('b', { text: 'two' });
    expect(localStorage.getItem('test.draft.a')).toBe('{"text":"one"}');
    expect(drafts.read('b')).toEqual({ text: 'two' });
    drafts.write('a', null);
    expect(drafts.read('a')).toBeNull();
  });

  it('reads what is not JSON, or not a draft, as no draft', () => {
    localStorage.setItem('test.draft.a', '{broken');
    expect(drafts.read('a')).toBeNull();
    localStorage.setItem('test.draft.a', '{"text":3}');
    expect(drafts.read('a')).toBeNull();
  });

  it('survives a storage that refuses to write', () => {
    const full = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
      getItem: () => null,
    } as unknown as Storage;
    expect(() => drafts.write('a', { text: 'x' }, full)).not.toThrow();
  });
});
