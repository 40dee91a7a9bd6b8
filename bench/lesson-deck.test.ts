import { describe, expect, it } from 'vitest';
import { validateSlideData } from '@slidewise/core';
import { lessonDeck, offeredTemplates } from './lesson-deck.ts';

describe('lessonDeck', () => {
  it('makes 200 valid slides with distinct ids, using every template the demo account may add', () => {
    const deck = lessonDeck(200);
    expect(deck).toHaveLength(200);
    expect(new Set(deck.map((slide) => slide.id)).size).toBe(200);
    for (const slide of deck)
      expect({ type: slide.type, issues: validateSlideData(slide.type, slide.data) }).toEqual({ type: slide.type, issues: [] });
    expect(new Set(deck.map((slide) => slide.type))).toEqual(new Set(offeredTemplates().map((template) => template.type)));
  });
});
