import { describe, expect, it } from 'vitest';
import { describeSpecRows, gameCommonRow, type SpecRow } from '../bounds-table.ts';
import { findSlideTemplate, validateSlideData } from '../catalogue.ts';
import type { SlideTemplate } from '../model.ts';
import { gamesTemplates } from './games.ts';

// templates §3.1 (the table) and §9, one row each.
const rows: SpecRow[] = [
  {
    type: 'game-true-or-false',
    spec: 'statements each with text and a true flag; falseText and trueText labels; readyText; doneText',
    fields: [['statements', 0, 'text'], ['statements', 0, 'true'], ['readyText'], ['doneText']],
    values: [
      { path: ['trueText'], default: 'True' },
      { path: ['falseText'], default: 'False' },
    ],
  },
  {
    type: 'game-jumble',
    spec: 'words 3-20, each with image and word',
    lists: [{ path: ['words'], min: 3, max: 20 }],
    fields: [
      ['words', 0, 'image'],
      ['words', 0, 'word'],
    ],
  },
  {
    type: 'game-memory',
    spec: 'tiles 2-4, each with left and right as text or image',
    lists: [{ path: ['tiles'], min: 2, max: 4 }],
    fields: [
      ['tiles', 0, 'left', 'text'],
      ['tiles', 0, 'left', 'image'],
      ['tiles', 0, 'right', 'text'],
      ['tiles', 0, 'right', 'image'],
    ],
  },
  {
    type: 'multiple-choice-game',
    spec: 'answers 2-8 with content and correct; selectable count default 1; randomize default true; additionalContent',
    lists: [{ path: ['answers'], min: 2, max: 8 }],
    values: [
      { path: ['selectable'], default: 1 },
      { path: ['randomize'], default: true },
    ],
    fields: [['answers', 0, 'content'], ['answers', 0, 'correct'], ['additionalContent']],
  },
  {
    type: 'game-next-in-order',
    spec: 'sequence 3-9 images; imposters 0-9 images',
    lists: [
      { path: ['sequence'], min: 3, max: 9 },
      { path: ['imposters'], min: 0, max: 9 },
    ],
    fields: [
      ['sequence', 0, 'image'],
      ['imposters', 0, 'image'],
    ],
  },
  {
    type: 'elevator-game',
    spec: 'elevator game: 3-12 images; each image has 1-4 correct and 0-4 incorrect attributes, 3 or 4 in total; timer 20000',
    lists: [
      { path: ['images'], min: 3, max: 12 },
      { path: ['images', 0, 'attributes'], min: 3, max: 4 },
    ],
    counts: [
      { path: ['images', 0, 'attributes'], field: 'correct', equals: true, min: 1, max: 4 },
      { path: ['images', 0, 'attributes'], field: 'correct', equals: false, min: 0, max: 4 },
    ],
    values: [{ path: ['timer', 'limit'], min: 1, default: 20000 }],
  },
  {
    type: 'find-a-word',
    spec: 'find-a-word: 3-12 words; timer 30000',
    lists: [{ path: ['words'], min: 3, max: 12 }],
    values: [{ path: ['timer', 'limit'], min: 1, default: 30000 }],
  },
  {
    type: 'image-word-match',
    spec: 'image-word match: 3-20; 500 points a question; timer 20000',
    lists: [{ path: ['rounds'], min: 3, max: 20 }],
    values: [
      { path: ['pointsPerQuestion'], default: 500 },
      { path: ['timer', 'limit'], min: 1, default: 20000 },
    ],
  },
  {
    type: 'jeopardy',
    spec: 'exactly 3 categories, each exactly 5 questions, 1-3 mixed statements per question; first question 200 points; timer 20000',
    lists: [
      { path: ['categories'], min: 3, max: 3 },
      { path: ['categories', 0, 'questions'], min: 5, max: 5 },
      { path: ['categories', 0, 'questions', 0, 'statements'], min: 1, max: 3 },
    ],
    values: [
      { path: ['firstQuestionPoints'], default: 200 },
      { path: ['timer', 'limit'], min: 1, default: 20000 },
    ],
  },
  { type: 'left-or-right', spec: 'left-or-right: 3-30 statements', lists: [{ path: ['statements'], min: 3, max: 30 }] },
];

describeSpecRows('games: the spec table, one test per row', rows);

// templates §3.1 and §9 common model parts: every game has the game timer and the stars.
describeSpecRows(
  'games: timer and stars',
  gamesTemplates.map((template) => gameCommonRow(template, template.type === 'find-a-word' ? 30000 : 20000)),
);

const example = (type: string, index = 0) => {
  const template = findSlideTemplate(type) as SlideTemplate;
  // biome-ignore lint/suspicious/noExplicitAny: the examples' data is read here as loose JSON, deep fields and all.
  return { template, data: JSON.parse(JSON.stringify(template.examples[index]?.data)) as Record<string, any> };
};

describe('games', () => {
  it('are all games in the Game category with stars', () => {
    for (const template of gamesTemplates) {
      expect(template.play).toBe('game');
      expect(template.category).toBe('Game');
      expect(template.features).toContain('stars');
    }
  });

  it('elevator: an image needs at least one attribute that applies', () => {
    const { data } = example('elevator-game');
    for (const attribute of data.images[0].attributes) attribute.correct = false;
    expect(validateSlideData('elevator-game', data)).toEqual([
      { path: ['images', 0, 'attributes'], message: 'At least 1 attributes that apply', code: 'too-small', limit: 1 },
    ]);
  });

  it('true or false: one question per statement, answered by its flag', () => {
    const { template, data } = example('game-true-or-false');
    const questions = template.questions?.(data) ?? [];
    expect(questions).toHaveLength(data.statements.length);
    expect(questions[1]?.questionDetails.text).toBe('Hand sanitiser works as well on visibly dirty hands.');
    expect(questions[1]?.answers.map((answer) => [answer.content, answer.type])).toEqual([
      ['True', 'incorrect-answer'],
      ['False', 'answer'],
    ]);
  });

  it('jeopardy: fifteen questions whose values rise from the first question points', () => {
    const { template, data } = example('jeopardy');
    const questions = template.questions?.(data) ?? [];
    expect(questions).toHaveLength(15);
    expect(questions[0]?.questionDetails.content).toBe('The Sun for 200: What the Sun is');
    expect(questions[4]?.questionDetails.content).toMatch(/^The Sun for 1000: /);
  });

  it('jeopardy: the example leaves time to play the whole board (a pick per cell, a read per statement)', () => {
    const { data } = example('jeopardy');
    const cells = data.categories.flatMap((category: { questions: unknown[] }) => category.questions);
    const statements = cells.flatMap((cell: { statements: unknown[] }) => cell.statements);
    expect([cells.length, statements.length]).toEqual([15, 29]);
    // About 2 s to pick a cell and come back, 6 s to read and judge a statement.
    const needed = cells.length * 2000 + statements.length * 6000;
    expect(data.timer.disabled).toBe(false);
    expect(data.timer.limit).toBeGreaterThanOrEqual(needed);
    expect(validateSlideData('jeopardy', data)).toEqual([]);
  });

  it("image-word match: other rounds' words are the wrong answers", () => {
    const { template, data } = example('image-word-match');
    const [first] = template.questions?.(data) ?? [];
    expect(first?.answers.map((answer) => [answer.content, answer.correct])).toEqual([
      ['la manzana', true],
      ['el pan', false],
      ['el queso', false],
      ['la leche', false],
    ]);
  });

  it('next in order: one question per step after the first, imposters wrong', () => {
    const { template, data } = example('game-next-in-order');
    const questions = template.questions?.(data) ?? [];
    expect(questions).toHaveLength(3);
    expect(questions[0]?.answers.filter((answer) => answer.correct).map((answer) => answer.content)).toEqual([
      'A caterpillar eating a leaf',
    ]);
    expect(questions[0]?.answers).toHaveLength(3);
  });
});
