// Helpers for a template's `questions(data)`: read the slide's loosely typed data safely and shape the
// question record of templates §3.2 before derivation gives it fresh ids, weighting and the slide id.
import { GENERATED_ID_PLACEHOLDER } from '../constants.ts';
import { INCORRECT_ANSWER_TYPE, type Answer } from '../entities/question.ts';
import type { QuestionDraft, TemplateCategory } from './model.ts';

/** templates §3.2: a right answer's type; wrong ones are `incorrect-answer`. */
export const CORRECT_ANSWER_TYPE = 'answer';

export type TemplateData = Record<string, unknown>;

export function readObject(data: unknown, key: string): TemplateData {
  const value = isData(data) ? data[key] : undefined;
  return isData(value) ? value : {};
}

export function readList(data: unknown, key: string): unknown[] {
  const value = isData(data) ? data[key] : undefined;
  return Array.isArray(value) ? value : [];
}

/** The list's entries that are objects (null entries and stray values are skipped). */
export function readObjects(data: unknown, key: string): TemplateData[] {
  return readList(data, key).filter(isData);
}

export function readString(data: unknown, key: string): string {
  const value = isData(data) ? data[key] : undefined;
  if (typeof value === 'string') return value;
  return typeof value === 'number' ? String(value) : '';
}

export function readNumber(data: unknown, key: string): number {
  const value = isData(data) ? data[key] : undefined;
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

export function readBoolean(data: unknown, key: string): boolean {
  return isData(data) && data[key] === true;
}

function isData(value: unknown): value is TemplateData {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** The plain text of rich text: tags dropped, common entities decoded, white space collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h[1-6]|\/div)\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface AnswerDraft {
  content: string;
  correct: boolean;
  /** The id the slide's data holds for this answer, if any. */
  id?: string;
}

export interface QuestionDraftInput {
  type: string;
  category: TemplateCategory;
  /** The question as the slide shows it (may be rich text). */
  content: string;
  answers: readonly AnswerDraft[];
  id?: string;
}

/** One question record; ids the data lacks are the placeholder that derivation replaces. */
export function draftQuestion(input: QuestionDraftInput): QuestionDraft {
  return {
    questionDetails: {
      questionId: input.id || GENERATED_ID_PLACEHOLDER,
      category: input.category,
      content: input.content,
      text: plainText(input.content),
      type: input.type,
    },
    answers: input.answers.map(draftAnswer),
  };
}

function draftAnswer(answer: AnswerDraft): Answer {
  return {
    answerId: answer.id || GENERATED_ID_PLACEHOLDER,
    content: answer.content,
    correct: answer.correct,
    text: plainText(answer.content),
    type: answer.correct ? CORRECT_ANSWER_TYPE : INCORRECT_ANSWER_TYPE,
  };
}
