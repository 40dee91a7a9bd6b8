import { describe, expect, it } from 'vitest';
import { answerSchema, defaultQuestion, INCORRECT_ANSWER_TYPE, questionSchema } from './question.ts';

describe('question (authoring §3, templates §3.2)', () => {
  it('holds questionDetails and answers with the spec fields', () => {
    expect(Object.keys(questionSchema.shape.questionDetails.shape)).toEqual(['questionId', 'category', 'content', 'text', 'type']);
    expect(Object.keys(answerSchema.shape)).toEqual(['answerId', 'content', 'correct', 'text', 'type']);
  });

  it('marks incorrect answers incorrect-answer', () => {
    expect(INCORRECT_ANSWER_TYPE).toBe('incorrect-answer');
  });

  it('round-trips its default and rejects a non-boolean correct flag', () => {
    expect(questionSchema.parse(defaultQuestion())).toEqual(defaultQuestion());
    const answer = { answerId: 'a', content: 'x', correct: 'yes', text: 'x', type: INCORRECT_ANSWER_TYPE };
    expect(answerSchema.safeParse(answer).success).toBe(false);
  });
});
