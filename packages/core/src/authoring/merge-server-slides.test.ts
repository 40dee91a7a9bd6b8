import { describe, expect, it } from 'vitest';
import type { Slide } from '../entities/slide.ts';
import { mergeServerSlides } from './merge-server-slides.ts';
import { jsonCopy, testSlide } from './test-fixtures.ts';

const withData = (slide: Slide, data: Record<string, unknown>): Slide => ({ ...slide, data: { ...slide.data, ...data } });

describe('mergeServerSlides', () => {
  const sent = [withData(testSlide('a'), { list: [{ id: '#GENUUID#', text: 'x' }], tags: [1, null, 2] })];

  it('takes what the server changed where the author has not changed it since', () => {
    const stored = [withData(sent[0]!, { list: [{ id: 'fresh', text: 'x' }], tags: [1, 2] })];
    const current = [withData(sent[0]!, { title: 'typed meanwhile' })];
    const [merged] = mergeServerSlides(sent, stored, current);
    expect(merged?.data).toMatchObject({ title: 'typed meanwhile', list: [{ id: 'fresh', text: 'x' }], tags: [1, 2] });
  });

  it('keeps the author’s value where both changed it', () => {
    const stored = [withData(sent[0]!, { list: [{ id: 'fresh', text: 'x' }] })];
    const current = [
      withData(sent[0]!, {
        list: [
          { id: '#GENUUID#', text: 'x' },
          { id: '', text: 'y' },
        ],
      }),
    ];
    expect(mergeServerSlides(sent, stored, current)[0]?.data.list).toEqual([
      { id: '#GENUUID#', text: 'x' },
      { id: '', text: 'y' },
    ]);
  });

  it('takes keys the server added and keeps keys the author removed removed', () => {
    const stored = [withData(sent[0]!, { challenge_configuration: { weighting: 1 } })];
    const { answer: _answer, ...withoutAnswer } = sent[0]!.data;
    const current = [{ ...sent[0]!, data: withoutAnswer }];
    const [merged] = mergeServerSlides(sent, stored, current);
    expect(merged?.data.challenge_configuration).toEqual({ weighting: 1 });
    expect(merged?.data).not.toHaveProperty('answer');
  });

  it('matches slides by id: added ones have nothing derived, deleted ones stay deleted', () => {
    const two = [testSlide('a'), testSlide('b')];
    const stored = two.map((slide) => ({ ...slide, metadata: { ...slide.metadata, slideId: slide.id } }));
    const current = [testSlide('new'), two[1]!];
    const merged = mergeServerSlides(two, stored, current);
    expect(merged.map((slide) => slide.id)).toEqual(['new', 'b']);
    expect(merged[0]).toBe(current[0]);
    expect(merged[1]?.metadata.slideId).toBe('b');
  });

  it('returns the current slides themselves when the answer changes nothing', () => {
    const current = [testSlide('a')];
    expect(mergeServerSlides(current, jsonCopy(current), current)).toBe(current);
  });
});
