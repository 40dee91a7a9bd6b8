import { describe, expect, it } from 'vitest';
import { describeSpecRows, quizCommonRow, type SpecRow } from '../bounds-table.ts';
import { findSlideTemplate, validateSlideData } from '../catalogue.ts';
import type { SlideTemplate } from '../model.ts';
import { multipleChoiceTemplates } from './multiple-choice.ts';

// templates §3.1, the table: one test per row.
const rows: SpecRow[] = [
  {
    type: 'image-multiple-choice',
    spec: 'answers 2-9 with image and correct; selectable; reject',
    lists: [{ path: ['answers'], min: 2, max: 9 }],
    fields: [['answers', 0, 'image'], ['answers', 0, 'correct'], ['selectable'], ['reject']],
  },
  { type: 'carousel', spec: 'carousel: 2-8 answers', lists: [{ path: ['answers'], min: 2, max: 8 }] },
  { type: 'chat', spec: 'chat: 1-2 incorrect answers', lists: [{ path: ['turns', 0, 'incorrectAnswers'], min: 1, max: 2 }] },
  { type: 'circle-the-answer', spec: 'circle-the-answer: 1-3 incorrect answers', lists: [{ path: ['incorrectAnswers'], min: 1, max: 3 }] },
];

describeSpecRows('multiple choice: the spec table, one test per row', rows);
describeSpecRows(
  'multiple choice: quiz answer block and timer',
  multipleChoiceTemplates.map((template) => quizCommonRow(template)),
);

const example = (type: string, index = 0) => {
  const template = findSlideTemplate(type) as SlideTemplate;
  // biome-ignore lint/suspicious/noExplicitAny: the examples' data is read here as loose JSON, deep fields and all.
  return { template, data: JSON.parse(JSON.stringify(template.examples[index]?.data)) as Record<string, any> };
};

describe('multiple choice templates', () => {
  it('are quizzes of the Multiple Choice category', () => {
    for (const template of multipleChoiceTemplates) {
      expect([template.play, template.category]).toEqual(['quiz', 'Multiple Choice']);
    }
  });

  it('carousel: exactly one card is right', () => {
    const { data } = example('carousel');
    data.answers[1].correct = true;
    expect(validateSlideData('carousel', data)).toEqual([
      { path: ['answers'], message: 'At most 1 correct card', code: 'too-big', limit: 1 },
    ]);
    data.answers[0].correct = false;
    data.answers[1].correct = false;
    expect(validateSlideData('carousel', data)[0]?.message).toBe('At least 1 correct card');
  });

  it('image multiple choice: at least one image is correct', () => {
    const { data } = example('image-multiple-choice');
    for (const answer of data.answers) answer.correct = false;
    expect(validateSlideData('image-multiple-choice', data)[0]?.message).toBe('At least 1 correct images');
  });

  it('chat: one question per turn, the right reply first', () => {
    const { template, data } = example('chat');
    const questions = template.questions?.(data) ?? [];
    expect(questions).toHaveLength(2);
    expect(questions[0]?.answers.map((answer) => answer.type)).toEqual(['answer', 'incorrect-answer', 'incorrect-answer']);
    expect(questions[1]?.questionDetails.text).toBe('This is urgent — your account will be locked in 10 minutes.');
  });

  it('circle the answer: the question shows the sentence with its gap', () => {
    const { template, data } = example('circle-the-answer');
    const [question] = template.questions?.(data) ?? [];
    expect(question?.questionDetails.text).toBe(
      'Circle the word that completes the sentence. Oxygen-rich blood leaves the heart through the ___ to reach the rest of the body.',
    );
    expect(question?.answers.map((answer) => [answer.content, answer.correct])).toEqual([
      ['aorta', true],
      ['vena cava', false],
      ['pulmonary vein', false],
    ]);
  });
});
