import { describe, expect, it } from 'vitest';
import { validateSlideData } from '../templates/catalogue.ts';
import { presentationToSlides } from './presentation-slides.ts';

const imageAt = (index: number) => (index < 5 ? `/api/media/00000000-0000-4000-8000-00000000000${index}/file` : undefined);

describe('presentation conversion', () => {
  it('makes one slide per presentation slide, in order, choosing the template from what it holds', () => {
    const slides = presentationToSlides(
      [
        { title: 'Fire safety', paragraphs: [], imageIndexes: [] },
        { title: 'What to do', paragraphs: ['Raise the alarm', 'Leave by the nearest exit'], imageIndexes: [] },
        { title: 'Assembly point', paragraphs: ['Meet by the car park gate.'], imageIndexes: [0] },
        { title: 'Extinguishers', paragraphs: ['Water, foam & CO2'], imageIndexes: [1, 2] },
        { title: 'The policy', paragraphs: ['x'.repeat(400)], imageIndexes: [] },
        { title: '', paragraphs: [], imageIndexes: [9] },
      ],
      imageAt,
    );
    expect(slides.map((slide) => slide.type)).toEqual(['title', 'bulleted-list', 'image', 'text-and-images', 'scrollable', 'title']);
    expect(slides[1]!.data).toMatchObject({ title: 'What to do', items: ['Raise the alarm', 'Leave by the nearest exit'] });
    expect(slides[2]!.data).toMatchObject({
      url: imageAt(0),
      caption: { title: 'Assembly point', content: '<p>Meet by the car park gate.</p>' },
    });
    expect(slides[3]!.data.content).toEqual([
      { text: '<h3>Extinguishers</h3><p>Water, foam &amp; CO2</p>', image: imageAt(1), alt: '' },
      { text: '', image: imageAt(2), alt: '' },
    ]);
    // A slide whose only picture could not be kept still holds its place.
    expect(slides[5]!.data).toMatchObject({ title: 'Slide 6' });
    for (const slide of slides) expect(validateSlideData(slide.type, slide.data)).toEqual([]);
  });

  it('keeps text within the caption and block bounds', () => {
    const paragraphs = Array.from({ length: 40 }, () => '<&> '.repeat(200));
    const slides = presentationToSlides(
      [
        { title: 'T'.repeat(500), paragraphs, imageIndexes: [0] },
        { title: 'T'.repeat(500), paragraphs, imageIndexes: [0, 1, 2, 3, 4] },
      ],
      imageAt,
    );
    for (const slide of slides) expect(validateSlideData(slide.type, slide.data)).toEqual([]);
  });
});
