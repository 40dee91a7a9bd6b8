import { describe, expect, it } from 'vitest';
import { describeSpecRows, quizCommonRow, type SpecRow } from '../bounds-table.ts';
import { findSlideTemplate } from '../catalogue.ts';
import type { SlideTemplate } from '../model.ts';
import { conceptsTemplates } from './concepts.ts';

// templates §3.1, the table: one test per row.
const rows: SpecRow[] = [
  { type: 'construct', spec: 'construct: words 1-8', lists: [{ path: ['words'], min: 1, max: 8 }] },
  { type: 'construct-sentence', spec: 'construct-sentence: decoys 0-3', lists: [{ path: ['decoys'], min: 0, max: 3 }] },
  { type: 'missing-word', spec: 'missing-word: words 1-6', lists: [{ path: ['words'], min: 1, max: 6 }] },
  {
    type: 'strikeout',
    spec: 'strikeout: words 1-8, each with incorrect and replaces',
    lists: [{ path: ['words'], min: 1, max: 8 }],
    fields: [
      ['words', 0, 'incorrect'],
      ['words', 0, 'replaces'],
    ],
  },
];

describeSpecRows('concepts: the spec table, one test per row', rows);
describeSpecRows(
  'concepts: quiz answer block and timer',
  conceptsTemplates.map((template) => quizCommonRow(template)),
);

const example = (type: string) => {
  const template = findSlideTemplate(type) as SlideTemplate;
  return { template, data: template.examples[0]?.data ?? {} };
};

describe('concepts templates', () => {
  it('are quizzes of the Concepts category', () => {
    for (const template of conceptsTemplates) expect([template.play, template.category]).toEqual(['quiz', 'Concepts']);
  });

  it('construct: the answer is the words in order', () => {
    const { template, data } = example('construct');
    expect(template.questions?.(data)[0]?.answers.map((answer) => answer.content)).toEqual(['Personal Protective Equipment']);
  });

  it('construct sentence: decoys are incorrect answers', () => {
    const { template, data } = example('construct-sentence');
    expect(template.questions?.(data)[0]?.answers.map((answer) => [answer.content, answer.type])).toEqual([
      ['Quisiera un café, por favor', 'answer'],
      ['quiero', 'incorrect-answer'],
      ['té', 'incorrect-answer'],
    ]);
  });

  it('missing word: the passage shows a gap per word', () => {
    const { template, data } = example('missing-word');
    const [question] = template.questions?.(data) ?? [];
    expect(question?.questionDetails.text).toBe(
      'Fill in the missing words. Plants use energy from ___ to turn carbon dioxide and ___ into glucose, releasing ___ into the air.',
    );
    expect(question?.answers.map((answer) => answer.content)).toEqual(['sunlight', 'water', 'oxygen']);
  });

  it('strikeout: each replacement is right and the word it replaces is wrong', () => {
    const { template, data } = example('strikeout');
    expect(template.questions?.(data)[0]?.answers.map((answer) => [answer.content, answer.correct])).toEqual([
      ['stairs', true],
      ['lift', false],
      ['assembly point', true],
      ['desk', false],
    ]);
  });
});
