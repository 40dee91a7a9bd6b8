import { describe, expect, it } from 'vitest';
import { GENERATED_ID_PLACEHOLDER } from '../../constants.ts';
import { defaultSlideData, findSlideTemplate, validateSlideData } from '../catalogue.ts';
import type { SlideTemplate } from '../model.ts';
import { surveyTemplates } from './surveys.ts';

const byType = new Map(surveyTemplates.map((template) => [template.type, template]));
const template = (type: string) => byType.get(type) as SlideTemplate;
const ANSWER_ID = '2f1c7a64-1d0b-4c55-9a3e-5f3b0b9c1d22';
const QUESTION_ID = '9b0e3c1a-7d44-4e1f-8a6b-0c2d3e4f5a6b';

describe('survey templates', () => {
  it('are the surveys of the spec', () => {
    expect([...byType.keys()].sort()).toEqual(['free-text-survey', 'multiple-choice-survey', 'quadrant-survey', 'slider-survey']);
  });

  it.each(surveyTemplates.map((entry) => [entry.type, entry] as const))(
    '%s plays as a social survey in the Survey category',
    (_type, entry) => {
      expect(entry.play).toBe('survey');
      expect(entry.category).toBe('Survey');
      expect(entry.features).toContain('social');
      expect(entry.visibleInPicker).toBe(true);
      expect(entry.doneText).toBe('Move on');
    },
  );

  it.each(surveyTemplates.map((entry) => [entry.type, entry] as const))(
    '%s derives one question of its own type whose answers are never wrong',
    (type, entry) => {
      for (const example of entry.examples) {
        const questions = entry.questions?.(example.data) ?? [];
        expect(questions).toHaveLength(1);
        const [question] = questions;
        expect(question?.questionDetails).toMatchObject({ type, category: 'Survey', questionId: GENERATED_ID_PLACEHOLDER });
        expect(question?.questionDetails.text.trim()).not.toBe('');
        expect(question?.questionDetails.text).not.toMatch(/[<>]/);
        for (const answer of question?.answers ?? []) {
          expect(answer).toMatchObject({ correct: false, type: 'answer' });
          expect(answer.text.trim()).not.toBe('');
        }
      }
    },
  );

  it('multiple-choice-survey: each answer keeps its id and content; the question keeps its id', () => {
    const data = {
      question: { id: QUESTION_ID, content: '<p>Which shift do you <em>prefer</em>?</p>' },
      answers: [
        { id: ANSWER_ID, content: 'Early' },
        { id: GENERATED_ID_PLACEHOLDER, content: 'Late' },
      ],
      selectable: 1,
      randomize: false,
    };
    expect(validateSlideData('multiple-choice-survey', data)).toEqual([]);
    expect(template('multiple-choice-survey').questions?.(data)).toEqual([
      {
        questionDetails: {
          questionId: QUESTION_ID,
          category: 'Survey',
          content: '<p>Which shift do you <em>prefer</em>?</p>',
          text: 'Which shift do you prefer?',
          type: 'multiple-choice-survey',
        },
        answers: [
          { answerId: ANSWER_ID, content: 'Early', correct: false, text: 'Early', type: 'answer' },
          { answerId: GENERATED_ID_PLACEHOLDER, content: 'Late', correct: false, text: 'Late', type: 'answer' },
        ],
      },
    ]);
  });

  it('quadrant-survey: the words are the answers', () => {
    const example = template('quadrant-survey').examples[0]?.data ?? {};
    const answers = template('quadrant-survey')
      .questions?.(example)[0]
      ?.answers.map((answer) => answer.content);
    expect(answers).toEqual(['Answering e-mail', 'Quarterly plan', 'Customer escalation', 'Team one-to-ones']);
  });

  it('slider and free-text surveys have a question and no answers to choose from', () => {
    for (const type of ['slider-survey', 'free-text-survey']) {
      const example = template(type).examples[0]?.data ?? {};
      expect(template(type).questions?.(example)[0]?.answers).toEqual([]);
    }
  });

  it('reads questions from broken data without throwing (derivation runs before validation reports)', () => {
    for (const entry of surveyTemplates) {
      expect(() => entry.questions?.({ question: null, answers: [null, 3], words: 'x' })).not.toThrow();
    }
  });

  it('slider-survey is the slider plus minLabel and maxLabel, without a right answer', () => {
    const ownNames = (entry: SlideTemplate) =>
      entry.model
        .map((field) => field.name)
        .filter((name) => !['answer', 'timer', 'challenge_configuration', 'socialLearning', 'narration'].includes(name));
    expect(ownNames(template('slider-survey'))).toEqual([
      ...ownNames(findSlideTemplate('slider') as SlideTemplate),
      'minLabel',
      'maxLabel',
    ]);
    expect(template('slider-survey').model.map((field) => field.name)).not.toContain('answer');
  });

  it('slider-survey: the slider defaults of the slider, an increment of 0 allowed, and the end labels', () => {
    const data = defaultSlideData(template('slider-survey'));
    expect(data).toMatchObject({ min: 0, max: 10, labels: 3, decimals: 0, minLabel: '', maxLabel: '' });
    const filled = { ...data, question: { id: '', content: 'How ready are you?' } };
    expect(validateSlideData('slider-survey', { ...filled, increment: 0 })).toEqual([]);
    expect(validateSlideData('slider-survey', { ...filled, increment: -0.5 })).toEqual([
      { path: ['increment'], message: 'Must be at least 0', code: 'too-small', limit: 0 },
    ]);
  });

  it('free-text-survey: a minimum response length in characters, none by default', () => {
    const data: Record<string, unknown> = { ...defaultSlideData(template('free-text-survey')), question: { id: '', content: 'Why?' } };
    expect(data.minResponseLength).toBe(0);
    expect(validateSlideData('free-text-survey', { ...data, minResponseLength: 12.5 })).toEqual([
      { path: ['minResponseLength'], message: 'Must be a whole number', code: 'invalid' },
    ]);
  });

  it('a new survey slide only lacks its question', () => {
    for (const entry of surveyTemplates) {
      const issues = validateSlideData(entry.type, defaultSlideData(entry));
      expect(issues.filter((issue) => issue.path[0] === 'question')).toEqual([
        { path: ['question', 'content'], message: 'Required', code: 'required' },
      ]);
    }
  });
});
