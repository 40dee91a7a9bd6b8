import { z } from 'zod';

// Authoring §3 and templates §3.2: the question record derived from a slide.
export const questionDetailsSchema = z.object({
  questionId: z.string(),
  category: z.string(),
  content: z.string(),
  text: z.string(),
  type: z.string(),
});
export type QuestionDetails = z.infer<typeof questionDetailsSchema>;

/** Templates §3.2: incorrect answers use this type. */
export const INCORRECT_ANSWER_TYPE = 'incorrect-answer';

export const answerSchema = z.object({
  answerId: z.string(),
  content: z.string(),
  correct: z.boolean(),
  text: z.string(),
  type: z.string(),
});
export type Answer = z.infer<typeof answerSchema>;

export const questionSchema = z.object({
  questionDetails: questionDetailsSchema,
  answers: z.array(answerSchema),
});
export type Question = z.infer<typeof questionSchema>;

export function defaultQuestion(overrides: Partial<Question> = {}): Question {
  return {
    questionDetails: { questionId: '', category: '', content: '', text: '', type: '' },
    answers: [],
    ...overrides,
  };
}
