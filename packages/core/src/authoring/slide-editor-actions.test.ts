import { describe, expect, it } from 'vitest';
import { slideCopy, slideEditorActions as act, slideFromTemplate } from './slide-editor-actions.ts';
import { sequentialIds, testSlide } from './test-fixtures.ts';

describe('slideFromTemplate', () => {
  const template = { type: 'reorder', displayName: 'Reorder', description: 'Put the list in order' };

  it('starts a slide of the template with a new id, its names, the subtype and a copy of the data', () => {
    const data = { list: ['a', 'b'] };
    const slide = slideFromTemplate(template, data, sequentialIds(), 'example');
    expect(slide).toMatchObject({
      id: 'id-1',
      type: 'reorder',
      subtype: 'example',
      templateName: 'Reorder',
      templateDescription: 'Put the list in order',
    });
    expect(slide.data).toEqual(data);
    expect(slide.data).not.toBe(data);
    expect(slide.data.list).not.toBe(data.list);
  });

  it('uses the default subtype when none is given', () => {
    expect(slideFromTemplate(template, {}, sequentialIds()).subtype).toBe('default');
  });
});

describe('slideCopy', () => {
  it('gives a new id, clears ids in the data and leaves questions to the next save', () => {
    const original = testSlide('s1', { metadata: { sourceId: 'src', sourceType: 'import', slideId: 's1', questions: [] } });
    const copy = slideCopy(original, sequentialIds('copy'));
    expect(copy.id).toBe('copy-1');
    expect((copy.data.list as { id: string }[]).map((item) => item.id)).toEqual(['', '']);
    expect(copy.metadata).toEqual({ sourceId: 'src', sourceType: 'import', slideId: '', questions: [] });
    expect((original.data.list as { id: string }[])[0]?.id).toBe('s1-a');
  });
});

describe('action creators', () => {
  it('build the shapes the reducer reads', () => {
    expect(act.edit(['title'], 'x', { continues: true, slideIndex: 2 })).toEqual({
      type: 'edit',
      path: ['title'],
      value: 'x',
      continues: true,
      slideIndex: 2,
    });
    expect(act.delete()).toEqual({ type: 'delete' });
    expect(act.add(testSlide('t'), () => 'fresh', 3)).toMatchObject({ type: 'add', index: 3, slide: { id: 'fresh' } });
    expect(act.duplicate(testSlide('t'), 4, () => 'dup')).toMatchObject({ type: 'add', index: 5, slide: { id: 'dup' } });
    expect(act.saveSucceeded('v2')).toEqual({ type: 'saveSucceeded', latestSavedSlidesStateIdentifier: 'v2' });
    expect(
      act.loaded({ slides: [], latestSavedSlidesStateIdentifier: null, language: 'en-US', lessonId: 'x' } as never, { saved: false }),
    ).toEqual({ type: 'loaded', slides: [], latestSavedSlidesStateIdentifier: null, language: 'en-US', saved: false });
  });
});
