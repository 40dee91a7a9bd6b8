import { describe, expect, it } from 'vitest';
import { describeSpecRows, quizCommonRow, type SpecRow } from '../bounds-table.ts';
import { findSlideTemplate } from '../catalogue.ts';
import type { SlideTemplate } from '../model.ts';
import { relationshipsTemplates } from './relationships.ts';

// templates §3.1, the table: one test per row.
const rows: SpecRow[] = [
  {
    type: 'matrix',
    spec: 'columns 2-3, each with title, correct and incorrect answers 1-2',
    lists: [
      { path: ['columns'], min: 2, max: 3 },
      { path: ['columns', 0, 'correctAnswers'], min: 1, max: 2 },
      { path: ['columns', 0, 'incorrectAnswers'], min: 1, max: 2 },
    ],
    fields: [['columns', 0, 'title']],
  },
  { type: 'reorder', spec: 'reorder: list 2-6', lists: [{ path: ['list'], min: 2, max: 6 }] },
  {
    type: 'tap-in-order',
    spec: 'tap-in-order: list 2-6 images; reject',
    lists: [{ path: ['list'], min: 2, max: 6 }],
    fields: [['list', 0, 'image'], ['reject']],
  },
  { type: 'categorise', spec: 'categorise: exactly 2 categories', lists: [{ path: ['categories'], min: 2, max: 2 }] },
  { type: 'connect', spec: 'connect: 2-4 pairs', lists: [{ path: ['pairs'], min: 2, max: 4 }] },
  { type: 'drag-to-match', spec: 'drag-to-match: 2-4 items', lists: [{ path: ['items'], min: 2, max: 4 }] },
  {
    type: 'image-pairs',
    spec: 'image pairs: 1-4 groups of exactly 2 images',
    lists: [
      { path: ['groups'], min: 1, max: 4 },
      { path: ['groups', 0, 'images'], min: 2, max: 2 },
    ],
  },
];

describeSpecRows('relationships: the spec table, one test per row', rows);
describeSpecRows(
  'relationships: quiz answer block and timer',
  relationshipsTemplates.map((template) => quizCommonRow(template)),
);

const example = (type: string) => {
  const template = findSlideTemplate(type) as SlideTemplate;
  return { template, data: template.examples[0]?.data ?? {} };
};

describe('relationships templates', () => {
  it('are quizzes of the Relationships category', () => {
    for (const template of relationshipsTemplates) expect([template.play, template.category]).toEqual(['quiz', 'Relationships']);
  });

  it('connect: one question per pair, its partner right and the others wrong', () => {
    const { template, data } = example('connect');
    const questions = template.questions?.(data) ?? [];
    expect(questions.map((question) => question.questionDetails.content)).toEqual(['Heart', 'Lungs', 'Kidneys', 'Stomach']);
    expect(questions[1]?.answers.map((answer) => [answer.content, answer.correct])).toEqual([
      ['Pumps blood', false],
      ['Exchange gases', true],
      ['Filter the blood', false],
      ['Digests food', false],
    ]);
  });

  it('image pairs: the first image asks, the second answers', () => {
    const { template, data } = example('image-pairs');
    const questions = template.questions?.(data) ?? [];
    expect(questions[0]?.questionDetails.content).toBe('A cow in a field');
    expect(questions[0]?.answers.find((answer) => answer.correct)?.content).toBe('A calf');
  });

  it("matrix: a column's look-alikes are incorrect answers", () => {
    const { template, data } = example('matrix');
    expect(template.questions?.(data)[0]?.answers.map((answer) => [answer.content, answer.type])).toEqual([
      ['Oranges', 'answer'],
      ['Red peppers', 'answer'],
      ['White bread', 'incorrect-answer'],
    ]);
  });

  it('reorder: answers are numbered in the right order', () => {
    const { template, data } = example('reorder');
    expect(
      template
        .questions?.(data)[0]
        ?.answers.map((answer) => answer.content)
        .slice(0, 2),
    ).toEqual(['1. Wet your hands', '2. Apply soap']);
  });
});
