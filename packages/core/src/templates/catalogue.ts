// The slide template catalogue (templates §3.1): every family's templates in picker order, looked up by
// type, gated by plan, and turned into the schema that validates a slide's data.
import type { z } from 'zod';
import { GENERATED_ID_PLACEHOLDER, TEMPLATE_MODEL_MAX_DEPTH } from '../constants.ts';
import type { PlanKind } from '../enums/plan-kinds.ts';
import { advancedTemplates } from './families/advanced.ts';
import { conceptsTemplates } from './families/concepts.ts';
import { contentTemplates } from './families/content.ts';
import { gamesTemplates } from './families/games.ts';
import { mediaTemplates } from './families/media.ts';
import { multipleChoiceTemplates } from './families/multiple-choice.ts';
import { numbersTemplates } from './families/numbers.ts';
import { peerLearningTemplates } from './families/peer-learning.ts';
import { relationshipsTemplates } from './families/relationships.ts';
import { surveyTemplates } from './families/surveys.ts';
import { templateCategories, type ListField, type SlideTemplate, type TemplateField } from './model.ts';
import { boundMessages, modelSchema } from './model-schema.ts';

const families: readonly (readonly SlideTemplate[])[] = [
  gamesTemplates,
  multipleChoiceTemplates,
  conceptsTemplates,
  numbersTemplates,
  relationshipsTemplates,
  contentTemplates,
  mediaTemplates,
  surveyTemplates,
  advancedTemplates,
  peerLearningTemplates,
];

const categoryRank = (template: SlideTemplate) => templateCategories.indexOf(template.category);

/** Every template, grouped by category in the order the picker shows them (a stable sort keeps family order). */
export const slideTemplates: readonly SlideTemplate[] = families.flat().sort((left, right) => categoryRank(left) - categoryRank(right));

const byType = new Map(slideTemplates.map((template) => [template.type, template]));

export function findSlideTemplate(type: string): SlideTemplate | undefined {
  return byType.get(type);
}

/** templates §6: what a plan may see; templates hidden from the picker stay (old slides still play). */
export function templatesForPlan(plan: PlanKind): SlideTemplate[] {
  return slideTemplates.filter((template) => !template.hiddenFromPlans.includes(plan));
}

const dataSchemas = new Map<string, z.ZodType<Record<string, unknown>>>();

/** The schema of a slide's data for a template type, built once; undefined for an unknown type. */
export function slideDataSchema(type: string): z.ZodType<Record<string, unknown>> | undefined {
  const cached = dataSchemas.get(type);
  if (cached) return cached;
  const template = byType.get(type);
  if (!template) return undefined;
  const schema = modelSchema(template.model);
  dataSchemas.set(type, schema);
  return schema;
}

export type SlideDataIssueCode = 'required' | 'too-small' | 'too-big' | 'invalid' | 'unknown-template';

export interface SlideDataIssue {
  path: (string | number)[];
  /** English, naming the bound that was crossed ("At least 3 items"). */
  message: string;
  /** For translation: what kind of problem, and the bound when there is one. */
  code: SlideDataIssueCode;
  limit?: number;
}

/** Every problem of a slide's data against its template; empty when the data is valid. */
export function validateSlideData(type: string, data: unknown): SlideDataIssue[] {
  const schema = slideDataSchema(type);
  if (!schema) return [{ path: ['type'], message: `Unknown template "${type}"`, code: 'unknown-template' }];
  return issuesAgainstSchema(schema, data);
}

/** The issues of `data` against a model's schema (`modelSchema`), coded so an editor can word them in any language. */
export function issuesAgainstSchema(schema: z.ZodType, data: unknown): SlideDataIssue[] {
  const result = schema.safeParse(data);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const path = issue.path.filter((key): key is string | number => typeof key !== 'symbol');
    if (issue.code === 'too_small') return { path, message: issue.message, code: 'too-small', limit: Number(issue.minimum) };
    if (issue.code === 'too_big') return { path, message: issue.message, code: 'too-big', limit: Number(issue.maximum) };
    const code = issue.message === boundMessages.required ? 'required' : 'invalid';
    return { path, message: issue.message, code };
  });
}

/** A new slide's data: every default, lists filled to their minimum, ids left for derivation. */
export function defaultSlideData(template: SlideTemplate): Record<string, unknown> {
  return defaultObject(template.model, 1);
}

function defaultObject(fields: readonly TemplateField[], depth: number): Record<string, unknown> {
  return Object.fromEntries(fields.map((field) => [field.name, defaultValue(field, depth)]));
}

function defaultValue(field: TemplateField, depth: number): unknown {
  if (depth > TEMPLATE_MODEL_MAX_DEPTH) return undefined;
  switch (field.kind) {
    case 'html':
    case 'text':
    case 'string':
    case 'image':
    case 'video':
    case 'audio':
    case 'scorm':
      return field.default ?? '';
    case 'int':
    case 'number': {
      if (field.default !== undefined) return field.default;
      const floor = field.min ?? 0;
      return field.max !== undefined ? Math.min(floor, field.max) : floor;
    }
    case 'boolean':
      return field.default ?? false;
    case 'select':
      return field.default ?? field.options[0];
    case 'uuid':
      return GENERATED_ID_PLACEHOLDER;
    case 'list':
      return defaultList(field, depth);
    case 'object':
      return defaultObject(field.fields, depth + 1);
  }
}

// A list's count rules hold from the start: a new multiple choice has its first answer marked correct.
function defaultList(field: ListField, depth: number): unknown[] {
  const items = Array.from({ length: field.min }, () => defaultValue(field.item, depth + 1));
  const records = items.filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null);
  for (const rule of field.counts ?? []) {
    const missing = Math.max(0, (rule.min ?? 0) - records.filter((item) => item[rule.field] === rule.equals).length);
    records
      .filter((item) => item[rule.field] !== rule.equals)
      .slice(0, missing)
      .forEach((item) => {
        item[rule.field] = rule.equals;
      });
  }
  return items;
}

/** The serialisable record `GET /api/slide-templates` serves: everything but functions. */
export type SlideTemplateInfo = Omit<SlideTemplate, 'questions'>;

export function toTemplateInfo(template: SlideTemplate): SlideTemplateInfo {
  const { questions: _questions, ...info } = template;
  return info;
}
