import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../api/json-depth.ts';
import { GENERATED_ID_PLACEHOLDER } from '../constants.ts';
import { INCORRECT_ANSWER_TYPE } from '../entities/question.ts';
import { defaultSlide, type Slide } from '../entities/slide.ts';
import { findSlideTemplate, slideTemplates } from '../templates/catalogue.ts';
import type { SlideTemplate } from '../templates/model.ts';
import { draftQuestion, readObjects, readString } from '../templates/question-draft.ts';
import { deriveQuestions, type DerivableSlide } from './derive-questions.ts';
import { sequentialIds } from './test-fixtures.ts';

// A quiz as a template describes it: a question with answers that carry ids in the data.
const quiz: SlideTemplate = {
  type: 'test-quiz',
  displayName: 'Test quiz',
  description: 'A quiz for tests',
  category: 'Multiple Choice',
  features: [],
  play: 'quiz',
  model: [
    { kind: 'text', name: 'question', label: 'Question' },
    {
      kind: 'list',
      name: 'answers',
      label: 'Answers',
      min: 2,
      max: 8,
      item: {
        kind: 'object',
        name: 'answer',
        label: 'Answer',
        fields: [
          { kind: 'uuid', name: 'id', label: 'Id' },
          { kind: 'text', name: 'content', label: 'Content' },
          { kind: 'boolean', name: 'correct', label: 'Correct' },
        ],
      },
    },
  ],
  examples: [],
  prompt: '',
  doneText: 'Continue',
  visibleInPicker: true,
  hiddenFromPlans: [],
  questions: (data) => [
    draftQuestion({
      type: 'multiple-choice',
      category: 'Multiple Choice',
      content: readString(data, 'question'),
      answers: readObjects(data, 'answers').map((answer) => ({
        id: readString(answer, 'id'),
        content: readString(answer, 'content'),
        correct: answer.correct === true,
      })),
    }),
  ],
};

const content: SlideTemplate = {
  ...quiz,
  type: 'test-content',
  displayName: 'Test content',
  play: 'content',
  model: [],
  questions: undefined,
};
const survey: SlideTemplate = { ...quiz, type: 'test-survey', play: 'survey' };
const templates = new Map([quiz, content, survey].map((template) => [template.type, template]));
const find = (type: string) => templates.get(type);

function quizSlide(id: string, answers: { id: string; content: string; correct: boolean }[], extra: Partial<Slide> = {}): Slide {
  return defaultSlide({ id, type: 'test-quiz', data: { question: '<p>Which?</p>', answers }, ...extra });
}

describe('deriveQuestions', () => {
  it('builds the question records from the template, wrong answers typed incorrect-answer', () => {
    const [slide] = deriveQuestions(
      [
        quizSlide('s1', [
          { id: 'a1', content: 'Yes', correct: true },
          { id: 'a2', content: 'No', correct: false },
        ]),
      ],
      find,
      sequentialIds(),
    );
    expect(slide?.metadata.slideId).toBe('s1');
    expect(slide?.metadata.questions).toEqual([
      {
        questionDetails: {
          questionId: 'id-1',
          category: 'Multiple Choice',
          content: '<p>Which?</p>',
          text: 'Which?',
          type: 'multiple-choice',
        },
        answers: [
          { answerId: 'a1', content: 'Yes', correct: true, text: 'Yes', type: 'answer' },
          { answerId: 'a2', content: 'No', correct: false, text: 'No', type: INCORRECT_ANSWER_TYPE },
        ],
      },
    ]);
  });

  it('replaces #GENUUID# anywhere in the data by fresh ids that the question records share', () => {
    const [slide] = deriveQuestions(
      [
        quizSlide(
          's1',
          [
            { id: GENERATED_ID_PLACEHOLDER, content: 'Yes', correct: true },
            { id: GENERATED_ID_PLACEHOLDER, content: 'No', correct: false },
          ],
          {
            data: {
              question: 'Q',
              answers: [
                { id: GENERATED_ID_PLACEHOLDER, content: 'Yes', correct: true },
                { id: GENERATED_ID_PLACEHOLDER, content: 'No', correct: false },
              ],
              other: { deep: [GENERATED_ID_PLACEHOLDER] },
            },
          },
        ),
      ],
      find,
      sequentialIds(),
    );
    const answers = slide?.data.answers as { id: string }[];
    expect(answers.map((answer) => answer.id)).toEqual(['id-1', 'id-2']);
    expect(slide?.data.other).toEqual({ deep: ['id-3'] });
    expect(slide?.metadata.questions[0]?.answers.map((answer) => answer.answerId)).toEqual(['id-1', 'id-2']);
    expect(JSON.stringify(slide)).not.toContain(GENERATED_ID_PLACEHOLDER);
  });

  it('gives cleared and missing id fields of the model fresh ids in the data, so they last from save to save', () => {
    const [slide] = deriveQuestions(
      [
        defaultSlide({
          id: 's1',
          type: 'test-quiz',
          data: {
            question: 'Q',
            answers: [
              { id: '', content: 'A', correct: true },
              { content: 'B', correct: false },
            ],
          },
        }),
      ],
      find,
      sequentialIds(),
    );
    expect((slide!.data.answers as { id: string }[]).map((answer) => answer.id)).toEqual(['id-1', 'id-2']);
    const [again] = deriveQuestions([slide!], find, sequentialIds('other'));
    expect(again?.metadata.questions[0]?.answers.map((answer) => answer.answerId)).toEqual(['id-1', 'id-2']);
  });

  it('keeps the question id of the last derivation when the template has none in the data', () => {
    const first = deriveQuestions([quizSlide('s1', [{ id: 'a', content: 'A', correct: true }])], find, sequentialIds());
    const second = deriveQuestions(first, find, sequentialIds('later'));
    expect(second[0]?.metadata.questions[0]?.questionDetails.questionId).toBe(first[0]?.metadata.questions[0]?.questionDetails.questionId);
  });

  it('never gives a kept question id to two slides (a copy that kept its derived questions)', () => {
    const [first] = deriveQuestions([quizSlide('s1', [{ id: 'a', content: 'A', correct: true }])], find, sequentialIds());
    const copy = { ...first!, id: 's2' };
    const derived = deriveQuestions([first!, copy], find, sequentialIds('new'));
    const questionIds = derived.map((slide) => slide.metadata.questions[0]?.questionDetails.questionId);
    expect(new Set(questionIds).size).toBe(2);
  });

  it('numbers slides from 1, defaults subtype, names the template and weighting 1 on scored slides only', () => {
    const slides: DerivableSlide[] = [
      { ...defaultSlide({ id: 'a', type: 'test-content' }), subtype: undefined },
      quizSlide('b', []),
      quizSlide('c', [], { data: { challenge_configuration: { weighting: 3, nb_stars: 2 } } }),
      defaultSlide({ id: 'd', type: 'test-survey' }),
    ];
    const derived = deriveQuestions(slides, find, sequentialIds());
    expect(derived.map((slide) => slide.displayIndex)).toEqual([1, 2, 3, 4]);
    expect(derived[0]?.subtype).toBe('default');
    expect(derived[0]?.templateName).toBe('Test content');
    expect(derived[0]?.data).not.toHaveProperty('challenge_configuration');
    expect(derived[0]?.metadata.questions).toEqual([]);
    expect(derived[1]?.data.challenge_configuration).toEqual({ weighting: 1 });
    expect(derived[2]?.data.challenge_configuration).toEqual({ weighting: 3, nb_stars: 2 });
    expect(derived[3]?.data).not.toHaveProperty('challenge_configuration');
  });

  it('keeps a survey’s answers typed as its template gives them: none of them is wrong', () => {
    const template = slideTemplates.find((each) => each.type === 'multiple-choice-survey')!;
    const example = template.examples[0]!;
    const [slide] = deriveQuestions(
      [defaultSlide({ id: 'poll', type: template.type, data: example.data })],
      (type) => slideTemplates.find((each) => each.type === type),
      sequentialIds(),
    );
    const answers = slide!.metadata.questions[0]!.answers;
    expect(answers.length).toBeGreaterThanOrEqual(2);
    expect(answers.every((answer) => !answer.correct && answer.type === 'answer')).toBe(true);
  });

  it('fills weighting inside an existing scoring block that lacks it', () => {
    const [slide] = deriveQuestions([quizSlide('a', [], { data: { challenge_configuration: { nb_stars: 2 } } })], find, sequentialIds());
    expect(slide?.data.challenge_configuration).toEqual({ nb_stars: 2, weighting: 1 });
  });

  it('keeps slides of unknown templates, numbered, without questions', () => {
    const [slide] = deriveQuestions(
      [defaultSlide({ id: 'x', type: 'gone', data: { id: GENERATED_ID_PLACEHOLDER } })],
      find,
      sequentialIds(),
    );
    expect(slide).toMatchObject({ displayIndex: 1, data: { id: 'id-1' }, metadata: { slideId: 'x', questions: [] } });
  });

  it('fills metadata a save left out and shares data that needs no change', () => {
    const slide = quizSlide('a', [{ id: 'k', content: 'A', correct: true }], {
      data: { question: 'Q', answers: [{ id: 'k', content: 'A', correct: true }], challenge_configuration: { weighting: 1 } },
    });
    const sent: DerivableSlide = { ...slide, metadata: undefined, displayIndex: undefined };
    const [derived] = deriveQuestions([sent], find, sequentialIds());
    expect(derived?.metadata).toMatchObject({ sourceId: '', sourceType: '', slideId: 'a' });
    expect(derived?.data).toBe(slide.data);
  });

  it('derives every example of the catalogue without a placeholder left and with unique question ids', () => {
    const slides = slideTemplates.flatMap((template) =>
      template.examples.map((example, index) =>
        defaultSlide({ id: `${template.type}-${index}`, type: template.type, subtype: example.subtype, data: example.data }),
      ),
    );
    const derived = deriveQuestions(slides, findSlideTemplate, sequentialIds('uuid'));
    expect(JSON.stringify(derived)).not.toContain(GENERATED_ID_PLACEHOLDER);
    const questionIds = derived.flatMap((slide) => slide.metadata.questions.map((question) => question.questionDetails.questionId));
    expect(new Set(questionIds).size).toBe(questionIds.length);
    for (const slide of derived) {
      // Surveys have no wrong answers (see the survey test above).
      if (findSlideTemplate(slide.type)?.play === 'survey') continue;
      for (const answer of slide.metadata.questions.flatMap((question) => question.answers)) {
        if (!answer.correct) expect(answer.type).toBe(INCORRECT_ANSWER_TYPE);
      }
    }
  });
});

// Written as text: deeper than JSON.stringify or a recursive walk could go.
const nestedObjects = (depth: number, leaf: string) => JSON.parse('{"a":'.repeat(depth) + JSON.stringify(leaf) + '}'.repeat(depth));

describe('deriveQuestions on data nested past the API limit', () => {
  it('replaces placeholders within the limit and leaves deeper data as it is, without overflowing the stack', () => {
    const slide = (data: Record<string, unknown>): DerivableSlide => ({ ...defaultSlide({ id: 's', type: 'title' }), data });
    const [within, deep] = deriveQuestions(
      [
        slide({ inner: nestedObjects(MAX_JSON_DEPTH - 1, GENERATED_ID_PLACEHOLDER) }),
        slide({ id: GENERATED_ID_PLACEHOLDER, inner: nestedObjects(20_000, GENERATED_ID_PLACEHOLDER) }),
      ],
      () => undefined,
      sequentialIds('n'),
    );
    expect(JSON.stringify(within!.data)).not.toContain(GENERATED_ID_PLACEHOLDER);
    expect((deep!.data as { id: string }).id).toMatch(/^n/);
  });
});
