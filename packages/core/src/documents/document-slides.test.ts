import { describe, expect, it } from 'vitest';
import { validateSlideData } from '../templates/catalogue.ts';
import type { DocumentBlock, SlideDraft } from './document-content.ts';
import { BULLETS_PER_LIST_SLIDE, blocksToSlides, documentToCourseLessons, documentToLessons } from './document-slides.ts';

const imageAt = (index: number) => (index < 2 ? `/api/media/00000000-0000-4000-8000-00000000000${index}/file` : undefined);

function expectValid(slides: readonly SlideDraft[]) {
  for (const slide of slides) expect(validateSlideData(slide.type, slide.data), `${slide.type} ${slide.name}`).toEqual([]);
}

const handbook: DocumentBlock[] = [
  { kind: 'paragraph', text: 'Welcome to the team.' },
  { kind: 'heading', level: 1, text: 'Your first day' },
  { kind: 'paragraph', text: 'Collect your badge at reception.' },
  { kind: 'paragraph', text: 'Your manager meets you at nine.' },
  { kind: 'list', items: ['Laptop', 'Badge', 'Locker key'] },
  { kind: 'heading', level: 2, text: 'Where things are' },
  { kind: 'image', imageIndex: 0, alt: 'Floor plan of the office' },
  { kind: 'image', imageIndex: 7, alt: 'A picture that could not be kept' },
  { kind: 'heading', level: 1, text: 'Your first week' },
  { kind: 'paragraph', text: 'Shadow a colleague <b>and</b> ask questions.' },
];

describe('document conversion without AI', () => {
  it('turns headings into title slides, paragraphs into text slides, lists into list slides and images into image slides', () => {
    const slides = blocksToSlides(handbook, imageAt);
    expect(slides.map((slide) => slide.type)).toEqual([
      'scrollable',
      'title',
      'scrollable',
      'bulleted-list',
      'title',
      'image',
      'title',
      'scrollable',
    ]);
    expect(slides[2]!.data).toMatchObject({
      title: 'Your first day',
      content: '<p>Collect your badge at reception.</p><p>Your manager meets you at nine.</p>',
    });
    expect(slides[3]!.data).toMatchObject({ title: 'Your first day', items: ['Laptop', 'Badge', 'Locker key'] });
    expect(slides[5]!.data).toMatchObject({ url: imageAt(0), alt: 'Floor plan of the office', caption: { title: 'Where things are' } });
    // Text from a file is text: markup in it is shown, never run.
    expect(slides[7]!.data.content).toBe('<p>Shadow a colleague &lt;b&gt;and&lt;/b&gt; ask questions.</p>');
    expectValid(slides);
  });

  it('opens a lesson at each top-level heading of a course, with an introduction before the first', () => {
    const lessons = documentToCourseLessons('Staff handbook', handbook, imageAt);
    expect(lessons.map((lesson) => lesson.title)).toEqual(['Staff handbook', 'Your first day', 'Your first week']);
    expect(lessons[1]!.slides[0]).toMatchObject({ type: 'title', data: { title: 'Your first day' } });
    expect(lessons[1]!.slides.map((slide) => slide.type)).toContain('image');
  });

  it('makes one lesson of a document without headings, and none of an empty one', () => {
    const blocks: DocumentBlock[] = [{ kind: 'paragraph', text: 'Only text.' }];
    expect(documentToCourseLessons('Notes', blocks, imageAt)).toEqual([
      { title: 'Notes', slides: [expect.objectContaining({ type: 'scrollable' })] },
    ]);
    expect(documentToLessons('Empty', [], imageAt)).toEqual([]);
  });

  it('keeps every slide within its template bounds, whatever the length of the text', () => {
    const long = 'word '.repeat(3000);
    const blocks: DocumentBlock[] = [
      { kind: 'heading', level: 1, text: 'A heading far longer than a title may be. '.repeat(10) },
      ...Array.from({ length: 12 }, () => ({ kind: 'paragraph' as const, text: `${long}& <more>` })),
      { kind: 'list', items: Array.from({ length: 25 }, (_, index) => `Point ${index} ${'x'.repeat(400)}`) },
    ];
    const slides = blocksToSlides(blocks, imageAt);
    expectValid(slides);
    expect(slides.filter((slide) => slide.type === 'bulleted-list')).toHaveLength(Math.ceil(25 / BULLETS_PER_LIST_SLIDE));
  });

  it('splits a very long document into lesson parts', () => {
    const blocks: DocumentBlock[] = Array.from({ length: 450 }, (_, index) => ({ kind: 'heading', level: 2, text: `Step ${index}` }));
    const lessons = documentToLessons('Procedures', blocks, imageAt);
    expect(lessons.map((lesson) => [lesson.title, lesson.slides.length])).toEqual([
      ['Procedures', 200],
      ['Procedures (part 2)', 200],
      ['Procedures (part 3)', 50],
    ]);
  });
});
