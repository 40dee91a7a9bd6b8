import { defaultSlide } from '@slidewise/core';
import { describe, expect, it } from 'vitest';
import { lessonDrafts } from './lesson-draft-storage.ts';

const slide = defaultSlide({ id: 's1', type: 'title', name: 'Welcome', data: { title: 'Hello' } });

describe('lesson drafts in the browser', () => {
  it('keeps the slides per lesson with the saved state they were made on', () => {
    lessonDrafts.write('l1', { basedOn: 'state-1', slides: [slide], language: 'en-US', keptAt: '2026-01-01T00:00:00.000Z' });
    expect(localStorage.getItem('slidewise.lessonDraft.l1')).not.toBeNull();
    expect(lessonDrafts.read('l1')).toEqual({ basedOn: 'state-1', slides: [slide], language: 'en-US', keptAt: '2026-01-01T00:00:00.000Z' });
    expect(lessonDrafts.read('l2')).toBeNull();
  });

  it('reads something that is not a lesson draft as none', () => {
    localStorage.setItem('slidewise.lessonDraft.l1', JSON.stringify({ basedOn: 3, slides: [], language: 'en-US', keptAt: '' }));
    expect(lessonDrafts.read('l1')).toBeNull();
    localStorage.setItem(
      'slidewise.lessonDraft.l1',
      JSON.stringify({ basedOn: null, slides: [{ name: 'no id' }], language: 'en-US', keptAt: '' }),
    );
    expect(lessonDrafts.read('l1')).toBeNull();
  });
});
