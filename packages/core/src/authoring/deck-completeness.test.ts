import { describe, expect, it } from 'vitest';
import { defaultSlideData, findSlideTemplate } from '../templates/catalogue.ts';
import { describeIncompleteLessons, incompleteSlidesOf, unfinishedFieldsOf } from './deck-completeness.ts';

const title = findSlideTemplate('title')!;
const slide = (id: string, data: Record<string, unknown>, name = '') => ({ id, type: 'title', name, templateName: '', data });
const finished = () => slide('done', { ...defaultSlideData(title), title: 'Welcome' });

describe('deck completeness', () => {
  it('lists the unfinished slides with their place from 1, name, template and fields', () => {
    const slides = incompleteSlidesOf([finished(), slide('blank', defaultSlideData(title), 'Part two')]);
    expect(slides).toEqual([
      {
        slideId: 'blank',
        position: 2,
        name: 'Part two',
        templateName: 'Title',
        fields: [{ path: ['title'], message: 'Required', code: 'required' }],
      },
    ]);
  });

  it('finds nothing in a finished deck, and names an unknown template as unfinished', () => {
    expect(incompleteSlidesOf([finished()])).toEqual([]);
    expect(unfinishedFieldsOf({ type: 'hologram', data: {} })).toMatchObject([{ path: ['type'], code: 'unknown-template' }]);
  });

  it('counts what a save would refuse as unfinished too (a deck stored before a bound was tightened)', () => {
    expect(unfinishedFieldsOf({ type: 'title', data: { ...finished().data, title: 'x'.repeat(10_000) } })).toMatchObject([
      { path: ['title'], code: 'too-big' },
    ]);
  });

  it('says which lesson, slide and field in its message', () => {
    const slides = incompleteSlidesOf([finished(), slide('blank', defaultSlideData(title))]);
    expect(describeIncompleteLessons([{ lessonId: 'l1', lessonTitle: 'Ladders', slides }])).toBe(
      'Not published: 1 slide is not finished. "Ladders", slide 2 (Title): title — Required.',
    );
  });
});
