import { describe, expect, it } from 'vitest';
import { defaultSlideData, slideTemplates } from './catalogue.ts';
import type { TemplateModel } from './model.ts';
import { fieldAtPath, slideIssuesAgainstModel } from './slide-completeness.ts';

const model: TemplateModel = [
  { kind: 'text', name: 'question', label: 'Question', required: true, maxLength: 10 },
  { kind: 'string', name: 'hint', label: 'Hint', minLength: 3 },
  { kind: 'image', name: 'picture', label: 'Picture', required: true },
  { kind: 'int', name: 'stars', label: 'Stars', min: 0, max: 5, default: 3 },
  {
    kind: 'list',
    name: 'answers',
    label: 'Answers',
    min: 2,
    max: 3,
    item: {
      kind: 'object',
      name: 'answer',
      label: 'Answer',
      fields: [
        { kind: 'string', name: 'text', label: 'Text', required: true },
        { kind: 'boolean', name: 'correct', label: 'Correct' },
      ],
    },
    counts: [{ field: 'correct', equals: true, min: 1, max: 1, label: 'correct answers' }],
  },
];

const complete = {
  question: 'Why?',
  hint: 'Think',
  picture: 'https://example.com/a.png',
  stars: 3,
  answers: [
    { text: 'Yes', correct: true },
    { text: 'No', correct: false },
  ],
};

const pathsOf = (issues: { path: (string | number)[] }[]) => issues.map((issue) => issue.path.join('.'));

describe('slide completeness', () => {
  it('finds nothing in a finished slide', () => {
    expect(slideIssuesAgainstModel(model, complete)).toEqual({ incomplete: [], refused: [] });
  });

  it('keeps empty required values, short text and unmarked items as unfinished, not refused', () => {
    const draft = {
      ...complete,
      question: ' ',
      hint: 'ab',
      picture: '',
      answers: [
        { text: '', correct: false },
        { text: 'No', correct: false },
      ],
    };
    const { incomplete, refused } = slideIssuesAgainstModel(model, draft);
    expect(refused).toEqual([]);
    expect(pathsOf(incomplete).sort()).toEqual(['answers', 'answers.0.text', 'hint', 'picture', 'question']);
  });

  it('counts a required value left out as unfinished', () => {
    const { picture: _picture, ...withoutPicture } = complete;
    expect(pathsOf(slideIssuesAgainstModel(model, withoutPicture).incomplete)).toEqual(['picture']);
  });

  it('counts too many marked items as unfinished: ticking one more box is an edit the form makes', () => {
    const draft = { ...complete, answers: complete.answers.map((answer) => ({ ...answer, correct: true })) };
    expect(slideIssuesAgainstModel(model, draft)).toMatchObject({ refused: [], incomplete: [{ path: ['answers'], code: 'too-big' }] });
  });

  it.each([
    ['text over its maximum', { question: 'far too long a question' }, 'question'],
    ['a number out of range', { stars: 9 }, 'stars'],
    [
      'a list above its maximum',
      { answers: [...complete.answers, { text: 'a', correct: false }, { text: 'b', correct: false }] },
      'answers',
    ],
    ['a list below its minimum', { answers: [{ text: 'Yes', correct: true }] }, 'answers'],
    ['a value of the wrong kind', { stars: 'three' }, 'stars'],
    ['a media address that is not one', { picture: 'javascript:alert(1)' }, 'picture'],
    ['a missing list', { answers: undefined }, 'answers'],
  ])('refuses %s', (_case, change, path) => {
    const { refused } = slideIssuesAgainstModel(model, { ...complete, ...change });
    expect(pathsOf(refused)).toContain(path);
  });

  it('finds a field by its path, list indexes stepping into the item', () => {
    expect(fieldAtPath(model, ['answers', 1, 'text'])?.label).toBe('Text');
    expect(fieldAtPath(model, ['answers'])?.kind).toBe('list');
    expect(fieldAtPath(model, ['nothing'])).toBeUndefined();
    expect(fieldAtPath(model, ['question', 0])).toBeUndefined();
  });

  it.each(slideTemplates.map((template) => [template.type, template] as const))(
    'a blank %s slide has nothing a save would refuse',
    (_type, template) => {
      expect(slideIssuesAgainstModel(template.model, defaultSlideData(template)).refused).toEqual([]);
    },
  );
});
