import { findSlideTemplate, type Slide } from '@slidewise/core';
import { describe, expect, it } from 'vitest';
import { previewEnd } from './preview-end.ts';

function slide(type: string, id: string): Slide {
  const example = findSlideTemplate(type)!.examples[0]!;
  return {
    id,
    type,
    subtype: example.subtype,
    name: example.name,
    data: structuredClone(example.data),
    displayIndex: 1,
    metadata: {},
  } as Slide;
}

describe('previewEnd', () => {
  it("scores a visitor's answers by the learners' rules, counting every star as new", () => {
    const slides = [slide('title', 'intro'), slide('reorder', 'quiz')];
    const answered = previewEnd(slides, { quiz: { correct: true, answers: [], points: 0, answeredAt: '2026-01-01T00:00:00Z' } });
    expect(answered).toMatchObject({ score: 100, verdict: 'completed', bestScore: 100, leaderboardEnabled: false });
    expect(answered.newStars).toBe(answered.stars);
    expect(answered.parts).toEqual([expect.objectContaining({ slideNumber: 2 })]);
    expect(previewEnd(slides, {}).score).toBe(0);
  });
});
