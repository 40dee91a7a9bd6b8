import { describe, expect, it } from 'vitest';
import { slidesDifference } from './slides-difference.ts';
import { titleSlide } from './test-lesson.ts';

describe('the difference between my slides and theirs', () => {
  const welcome = titleSlide('s1', 'Welcome');
  const rules = titleSlide('s2', 'Rules');
  const quiz = titleSlide('s3', 'Quiz');

  it('names the slides only one side has and those changed on both', () => {
    const theirRules = { ...rules, data: { ...rules.data, title: 'New rules' } };
    const extra = titleSlide('s4', 'Extra');
    const difference = slidesDifference([welcome, rules, quiz], [welcome, theirRules, extra]);
    expect(difference.onlyTheirs.map((slide) => slide.name)).toEqual(['Extra']);
    expect(difference.onlyMine.map((slide) => slide.name)).toEqual(['Quiz']);
    expect(difference.changed.map((slide) => slide.id)).toEqual(['s2']);
    expect(difference.reordered).toBe(false);
  });

  it('sees a new order, and ignores what the server derives', () => {
    const derived = { ...welcome, displayIndex: 2, metadata: { ...welcome.metadata, slideId: 's1' } };
    const difference = slidesDifference([welcome, rules], [rules, derived]);
    expect(difference.reordered).toBe(true);
    expect(difference.changed).toEqual([]);
  });
});
