import { z } from 'zod';
import {
  fieldKinds,
  templateCategories,
  templateFeatures,
  templatePlayKinds,
  type SlideTemplate,
  type TemplateField,
} from '../templates/model.ts';
import { planKindSchema } from '../enums/plan-kinds.ts';

// GET /api/slide-templates (issue 4): the template catalogue the account's plan may use, as served
// records (everything of a SlideTemplate but its functions), so the editor builds its picker and forms
// from the same models the server validates with.

const fieldBaseShape = {
  name: z.string(),
  label: z.string(),
  help: z.string().optional(),
  required: z.boolean().optional(),
  hidden: z.boolean().optional(),
};

/** A bound on how many items of a list have a field equal to a value. */
export const listCountRuleSchema = z.object({
  field: z.string(),
  equals: z.union([z.string(), z.number(), z.boolean()]),
  min: z.number().int().min(0).optional(),
  max: z.number().int().min(0).optional(),
  label: z.string(),
});

/** One field of a template's model (templates §3.1 field kinds); lists and objects nest fields. */
export const templateFieldSchema: z.ZodType<TemplateField> = z.lazy(() =>
  z.discriminatedUnion('kind', [
    z.object({
      ...fieldBaseShape,
      kind: z.enum(['html', 'text', 'string']),
      default: z.string().optional(),
      minLength: z.number().optional(),
      maxLength: z.number().optional(),
      format: z.literal('web-address').optional(),
    }),
    z.object({
      ...fieldBaseShape,
      kind: z.enum(['image', 'video', 'audio', 'scorm']),
      default: z.string().optional(),
      durationField: z.string().optional(),
    }),
    z.object({
      ...fieldBaseShape,
      kind: z.enum(['int', 'number']),
      default: z.number().optional(),
      min: z.number().optional(),
      max: z.number().optional(),
      noneValue: z.number().optional(),
      unit: z.literal('milliseconds').optional(),
    }),
    z.object({ ...fieldBaseShape, kind: z.literal('boolean'), default: z.boolean().optional() }),
    z.object({ ...fieldBaseShape, kind: z.literal('select'), options: z.array(z.string()), default: z.string().optional() }),
    z.object({ ...fieldBaseShape, kind: z.literal('uuid') }),
    z.object({
      ...fieldBaseShape,
      kind: z.literal('list'),
      min: z.number().int().min(0),
      max: z.number().int().min(0),
      item: templateFieldSchema,
      itemLabel: z.string().optional(),
      counts: z.array(listCountRuleSchema).optional(),
    }),
    z.object({ ...fieldBaseShape, kind: z.literal('object'), fields: z.array(templateFieldSchema) }),
  ]),
);

/** The field kinds a served model may use, for clients that switch over them. */
export const templateFieldKindSchema = z.enum(fieldKinds);

export const templateExampleSchema = z.object({
  subtype: z.string(),
  name: z.string(),
  data: z.record(z.string(), z.unknown()),
});

/** A template as GET /api/slide-templates serves it. */
export const slideTemplateInfoSchema = z.object({
  type: z.string(),
  displayName: z.string(),
  description: z.string(),
  category: z.enum(templateCategories),
  features: z.array(z.enum(templateFeatures)),
  play: z.enum(templatePlayKinds),
  model: z.array(templateFieldSchema),
  examples: z.array(templateExampleSchema),
  prompt: z.string(),
  doneText: z.string(),
  visibleInPicker: z.boolean(),
  hiddenFromPlans: z.array(planKindSchema),
});
export type SlideTemplateInfoWire = z.infer<typeof slideTemplateInfoSchema>;

// The served record must stay the catalogue's record without its functions: this fails to compile
// when model.ts gains a field the wire schema does not carry, or the other way round.
type ServedTemplate = Omit<SlideTemplate, 'questions'>;
const wireMatchesCatalogue: [keyof ServedTemplate] extends [keyof SlideTemplateInfoWire]
  ? [keyof SlideTemplateInfoWire] extends [keyof ServedTemplate]
    ? true
    : false
  : false = true;
void wireMatchesCatalogue;

/** GET /api/slide-templates → every template the account's plan may use, in picker order. */
export const slideTemplatesResponseSchema = z.object({ items: z.array(slideTemplateInfoSchema) });
export type SlideTemplatesResponse = z.infer<typeof slideTemplatesResponseSchema>;
