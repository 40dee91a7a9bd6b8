// Templates §3.2 question derivation: on every save the server turns each slide into its question
// records, numbers the slides and fills what a slide may leave out. Pure and proportional to the deck:
// a 200-slide save has a 50 ms budget for validation, derivation and the write together, so nothing is
// copied that does not change.
import { MAX_JSON_DEPTH } from '../api/json-depth.ts';
import {
  DEFAULT_CHALLENGE_WEIGHTING,
  DEFAULT_SLIDE_SUBTYPE,
  FIRST_DISPLAY_INDEX,
  GENERATED_ID_PLACEHOLDER,
  TEMPLATE_MODEL_MAX_DEPTH,
} from '../constants.ts';
import { INCORRECT_ANSWER_TYPE, type Answer, type Question } from '../entities/question.ts';
import type { Slide, SlideMetadata } from '../entities/slide.ts';
import type { SlideTemplate, TemplateField, TemplateModel } from '../templates/model.ts';
import { CORRECT_ANSWER_TYPE } from '../templates/question-draft.ts';
import { CLEARED_ID } from './cleared-ids.ts';

export type FindTemplate = (type: string) => SlideTemplate | undefined;

/** A slide as a save may send it: what derivation fills may be missing. */
export type DerivableSlide = Omit<Slide, 'subtype' | 'displayIndex' | 'metadata'> & {
  subtype?: string;
  displayIndex?: number;
  metadata?: Partial<SlideMetadata>;
};

/** The key of the scoring block in a slide's data (templates §3.1). */
const CHALLENGE_CONFIGURATION = 'challenge_configuration';

/**
 * The slides with subtype 'default' when missing, displayIndex from 1, weighting 1 on scored slides
 * when missing, ids generated for every `#GENUUID#` (and every empty id field of the template's model)
 * in the data, and `metadata.questions` built by the template's `questions(data)`: wrong answers typed
 * `incorrect-answer`, placeholder ids replaced by the ids the slide's last derivation gave (so results
 * keep pointing at the same question) or else by fresh ones.
 */
export function deriveQuestions(slides: readonly DerivableSlide[], findTemplate: FindTemplate, newId: () => string): Slide[] {
  const usedIds = new Set<string>();
  return slides.map((slide, index) => deriveSlide(slide, index, findTemplate(slide.type), newId, usedIds));
}

function deriveSlide(
  slide: DerivableSlide,
  index: number,
  template: SlideTemplate | undefined,
  newId: () => string,
  usedIds: Set<string>,
): Slide {
  let data = replacePlaceholders(slide.data, newId);
  if (template !== undefined) data = fillModelIds(data, template.model, newId, 0);
  if (template?.play === 'quiz' || template?.play === 'game') data = withDefaultWeighting(data);
  const previous = slide.metadata?.questions ?? [];
  const drafts = template?.questions?.(data) ?? [];
  const ids: IdSource = { newId, usedIds };
  return {
    ...slide,
    subtype: slide.subtype || DEFAULT_SLIDE_SUBTYPE,
    displayIndex: FIRST_DISPLAY_INDEX + index,
    templateName: slide.templateName || (template?.displayName ?? ''),
    templateDescription: slide.templateDescription || (template?.description ?? ''),
    data,
    metadata: {
      sourceId: slide.metadata?.sourceId ?? '',
      sourceType: slide.metadata?.sourceType ?? '',
      slideId: slide.id,
      questions: drafts.map((draft, questionIndex) => deriveQuestion(draft, previous[questionIndex], template, ids)),
    },
  };
}

interface IdSource {
  newId: () => string;
  /** Ids given so far: an id kept from an earlier derivation is never given to a second question or answer. */
  usedIds: Set<string>;
}

function isRealId(id: string | undefined): id is string {
  return id !== undefined && id !== CLEARED_ID && id !== GENERATED_ID_PLACEHOLDER;
}

function resolveId(id: string, previousId: string | undefined, ids: IdSource): string {
  if (isRealId(id)) {
    ids.usedIds.add(id);
    return id;
  }
  if (isRealId(previousId) && !ids.usedIds.has(previousId)) {
    ids.usedIds.add(previousId);
    return previousId;
  }
  return ids.newId();
}

function deriveQuestion(draft: Question, previous: Question | undefined, template: SlideTemplate | undefined, ids: IdSource): Question {
  const details = draft.questionDetails;
  return {
    questionDetails: {
      ...details,
      questionId: resolveId(details.questionId, previous?.questionDetails.questionId, ids),
      category: details.category || (template?.category ?? ''),
      type: details.type || (template?.type ?? ''),
    },
    answers: draft.answers.map(
      (answer, answerIndex): Answer => ({
        ...answer,
        answerId: resolveId(answer.answerId, previous?.answers[answerIndex]?.answerId, ids),
        type: answerType(answer, template),
      }),
    ),
  };
}

/**
 * templates §3.2: a wrong answer is typed incorrect-answer. A survey has no wrong answers — its answers
 * carry `correct: false` only because none is right — so they keep the type their template gives.
 */
function answerType(answer: Answer, template: SlideTemplate | undefined): string {
  if (answer.correct || template?.play === 'survey') return answer.type || CORRECT_ANSWER_TYPE;
  return INCORRECT_ANSWER_TYPE;
}

/** Every string equal to `#GENUUID#`, anywhere in the data, becomes a fresh id; untouched branches are shared. */
// The slides arrive within the API's depth limit; anything deeper is left as it is rather than walked.
function replacePlaceholders<T>(value: T, newId: () => string, depth = 0): T {
  if (value === GENERATED_ID_PLACEHOLDER) return newId() as T;
  if (typeof value !== 'object' || value === null || depth > MAX_JSON_DEPTH) return value;
  // Plain loops: this walks every value of every slide on each save.
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let index = 0; index < value.length; index++) {
      const entry: unknown = value[index];
      const replaced = replacePlaceholders(entry, newId, depth + 1);
      if (replaced === entry) continue;
      copy ??= [...value];
      copy[index] = replaced;
    }
    return (copy ?? value) as T;
  }
  const record = value as Record<string, unknown>;
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(record)) {
    const entry = record[key];
    const replaced = replacePlaceholders(entry, newId, depth + 1);
    if (replaced === entry) continue;
    copy ??= { ...record };
    copy[key] = replaced;
  }
  return (copy ?? value) as T;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The model's id fields that are empty or missing get a fresh id: a duplicated element's cleared id, or an
 * element added without one. Doing it in the data (not only in the question records) keeps the id from
 * one save to the next.
 */
function fillModelIds(data: Record<string, unknown>, model: TemplateModel, newId: () => string, depth: number): Record<string, unknown> {
  if (depth > TEMPLATE_MODEL_MAX_DEPTH) return data;
  let copy: Record<string, unknown> | undefined;
  for (const field of model) {
    const value = data[field.name];
    const filled = field.kind === 'uuid' && value === undefined ? newId() : fillFieldIds(value, field, newId, depth);
    if (filled === value) continue;
    copy ??= { ...data };
    copy[field.name] = filled;
  }
  return copy ?? data;
}

function fillFieldIds(value: unknown, field: TemplateField, newId: () => string, depth: number): unknown {
  switch (field.kind) {
    case 'uuid':
      return value === CLEARED_ID ? newId() : value;
    case 'object':
      return isRecord(value) ? fillModelIds(value, field.fields, newId, depth + 1) : value;
    case 'list': {
      if (!Array.isArray(value) || depth + 1 > TEMPLATE_MODEL_MAX_DEPTH) return value;
      let copy: unknown[] | undefined;
      value.forEach((entry, index) => {
        const filled = fillFieldIds(entry, field.item, newId, depth + 1);
        if (filled === entry) return;
        copy ??= [...value];
        copy[index] = filled;
      });
      return copy ?? value;
    }
    default:
      return value;
  }
}

/** templates §3.2: a scored slide's challenge weighting defaults to 1. */
function withDefaultWeighting(data: Record<string, unknown>): Record<string, unknown> {
  const configuration = data[CHALLENGE_CONFIGURATION];
  if (isRecord(configuration)) {
    if (configuration.weighting !== undefined && configuration.weighting !== null) return data;
    return { ...data, [CHALLENGE_CONFIGURATION]: { ...configuration, weighting: DEFAULT_CHALLENGE_WEIGHTING } };
  }
  return { ...data, [CHALLENGE_CONFIGURATION]: { weighting: DEFAULT_CHALLENGE_WEIGHTING } };
}
