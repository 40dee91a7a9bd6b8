// Templates §5: a template's model becomes the zod schema that validates a slide's data against every
// bound. A malformed model raises model-not-valid; parts nested deeper than 100 levels are ignored
// (accepted as they are), which also keeps a model that refers to itself from looping forever.
import { z } from 'zod';
import { GENERATED_ID_PLACEHOLDER, MODEL_NOT_VALID_ERROR, TEMPLATE_MODEL_MAX_DEPTH } from '../constants.ts';
import { isPackageReference } from '../entities/package-reference.ts';
import { fieldKinds, type ListField, type TemplateField, type TemplateModel } from './model.ts';

/** templates §5 and §8: raised for a malformed template model; `reason` says what is wrong and where. */
export class ModelNotValidError extends Error {
  readonly code = MODEL_NOT_VALID_ERROR;
  constructor(readonly reason: string) {
    super(MODEL_NOT_VALID_ERROR);
    this.name = 'ModelNotValidError';
  }
}

// A media field holds a web address or the path of a file this server stores (uploads come later).
const MEDIA_REFERENCE = /^(https?:\/\/[^\s]+|\/[^\s]*)$/;
const MEDIA_MAX_LENGTH = 2048;
const isMediaReference = (value: string) => value.length <= MEDIA_MAX_LENGTH && MEDIA_REFERENCE.test(value);
// A page learners open (external-url): an absolute http(s) address or a path of our own origin (one leading
// slash, no backslash), so no javascript: or data: address, nor another host written as //host, reaches a frame or a link.
const WEB_ADDRESS = /^(https?:\/\/[^\s/]+[^\s]*|\/(?![/\\])[^\s\\]*)$/i;
// An id is a UUID, the placeholder derivation replaces, or empty (a duplicated item's cleared id).
const ID_PATTERN = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Messages name the bound that was crossed, so the editor can show them inline as they are. */
export const boundMessages = {
  required: 'Required',
  text: 'Must be text',
  minLength: (n: number) => `At least ${plural(n, 'character', 'characters')}`,
  maxLength: (n: number) => `At most ${plural(n, 'character', 'characters')}`,
  number: 'Must be a number',
  wholeNumber: 'Must be a whole number',
  min: (n: number) => `Must be at least ${n}`,
  max: (n: number) => `Must be at most ${n}`,
  minOrNone: (n: number, none: number) => `Must be at least ${n}, or ${none} for none`,
  boolean: 'Must be on or off',
  oneOf: (options: readonly string[]) => `Must be one of: ${options.join(', ')}`,
  media: 'Must be a web address (https://…) or an uploaded file',
  package: 'Must be an uploaded package or an https:// address',
  webAddress: 'Must be a web address starting with https://',
  id: 'Must be an id',
  fewItems: (n: number) => `At least ${plural(n, 'item', 'items')}`,
  manyItems: (n: number) => `At most ${plural(n, 'item', 'items')}`,
  exactItems: (n: number) => `Exactly ${plural(n, 'item', 'items')}`,
  fewMatching: (n: number, label: string) => `At least ${n} ${label}`,
  manyMatching: (n: number, label: string) => `At most ${n} ${label}`,
  object: 'Must be a group of fields',
} as const;

const schemaCache = new WeakMap<TemplateModel, z.ZodType<Record<string, unknown>>>();

/** The zod schema of a slide's data for `model` (cached per model). Throws ModelNotValidError. */
export function modelSchema(model: TemplateModel): z.ZodType<Record<string, unknown>> {
  const cached = schemaCache.get(model);
  if (cached) return cached;
  if (!Array.isArray(model)) throw new ModelNotValidError('the model is not a list of fields');
  const schema = objectSchema(model, 1, 'model');
  schemaCache.set(model, schema);
  return schema;
}

function objectSchema(fields: readonly TemplateField[], depth: number, where: string) {
  if (!Array.isArray(fields)) throw new ModelNotValidError(`${where}: fields is not a list`);
  const shape: Record<string, z.ZodType> = {};
  for (const field of fields) {
    assertFieldBase(field, where);
    if (field.name in shape) throw new ModelNotValidError(`${where}: field "${field.name}" appears twice`);
    const schema = fieldSchema(field, depth, `${where}.${field.name}`);
    shape[field.name] = isRequired(field) ? schema : schema.optional();
  }
  return z.object(shape, {
    error: (issue) => (issue.input === undefined ? boundMessages.required : boundMessages.object),
  }) as unknown as z.ZodType<Record<string, unknown>>;
}

// A list whose minimum is above zero must be there whatever its `required` says: its bound requires it.
function isRequired(field: TemplateField): boolean {
  return field.required === true || (field.kind === 'list' && field.min > 0);
}

function assertFieldBase(field: TemplateField, where: string) {
  if (typeof field !== 'object' || field === null) throw new ModelNotValidError(`${where}: a field is not an object`);
  if (typeof field.name !== 'string' || field.name.length === 0) {
    throw new ModelNotValidError(`${where}: a field has no name`);
  }
  if (typeof field.label !== 'string') throw new ModelNotValidError(`${where}.${field.name}: no label`);
  if (!(fieldKinds as readonly string[]).includes(field.kind)) {
    throw new ModelNotValidError(`${where}.${field.name}: unknown kind "${String(field.kind)}"`);
  }
}

const isCount = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 0;

function fieldSchema(field: TemplateField, depth: number, where: string): z.ZodType {
  const fail = (reason: string): never => {
    throw new ModelNotValidError(`${where}: ${reason}`);
  };
  const requiredOr = (message: string) => (issue: { input: unknown }) => (issue.input === undefined ? boundMessages.required : message);

  switch (field.kind) {
    case 'html':
    case 'text':
    case 'string': {
      const { minLength, maxLength } = field;
      if (minLength !== undefined && !isCount(minLength)) fail('minLength is not a count');
      if (maxLength !== undefined && !isCount(maxLength)) fail('maxLength is not a count');
      if (minLength !== undefined && maxLength !== undefined && minLength > maxLength) fail('minLength > maxLength');
      if (field.default !== undefined && typeof field.default !== 'string') fail('default is not text');
      const required = field.required === true;
      return z.string({ error: requiredOr(boundMessages.text) }).superRefine((value, context) => {
        const blank = value.trim().length === 0;
        // Optional text may be empty; text that is there must respect its bounds.
        if (blank && required) context.addIssue({ code: 'custom', message: boundMessages.required });
        if (blank && !required) return;
        if (minLength !== undefined && value.length < minLength) {
          context.addIssue({
            code: 'too_small',
            origin: 'string',
            minimum: minLength,
            inclusive: true,
            input: value,
            message: boundMessages.minLength(minLength),
          });
        }
        if (maxLength !== undefined && value.length > maxLength) {
          context.addIssue({
            code: 'too_big',
            origin: 'string',
            maximum: maxLength,
            inclusive: true,
            input: value,
            message: boundMessages.maxLength(maxLength),
          });
        }
        if (!blank && field.format === 'web-address' && !WEB_ADDRESS.test(value))
          context.addIssue({ code: 'custom', message: boundMessages.webAddress });
      });
    }
    case 'image':
    case 'video':
    case 'audio':
    case 'scorm': {
      if (field.default !== undefined && typeof field.default !== 'string') fail('default is not text');
      const required = field.required === true;
      // A package runs its own scripts, so it gets the stricter rule (entities/package-reference.ts).
      const isAccepted = field.kind === 'scorm' ? isPackageReference : isMediaReference;
      const refused = field.kind === 'scorm' ? boundMessages.package : boundMessages.media;
      return z.string({ error: requiredOr(refused) }).superRefine((value, context) => {
        if (value === '') {
          if (required) context.addIssue({ code: 'custom', message: boundMessages.required });
          return;
        }
        if (!isAccepted(value)) context.addIssue({ code: 'custom', message: refused });
      });
    }
    case 'int':
    case 'number': {
      const { min, max, noneValue } = field;
      for (const [key, value] of Object.entries({ min, max, default: field.default, noneValue })) {
        if (value !== undefined && (typeof value !== 'number' || !Number.isFinite(value))) fail(`${key} is not a number`);
      }
      if (min !== undefined && max !== undefined && min > max) fail('min > max');
      const whole = field.kind === 'int';
      if (field.default !== undefined && field.default !== noneValue) {
        if ((min !== undefined && field.default < min) || (max !== undefined && field.default > max)) {
          fail('default outside min and max');
        }
        if (whole && !Number.isInteger(field.default)) fail('default is not a whole number');
      }
      return z.number({ error: requiredOr(boundMessages.number) }).superRefine((value, context) => {
        if (!Number.isFinite(value)) return context.addIssue({ code: 'custom', message: boundMessages.number });
        if (noneValue !== undefined && value === noneValue) return;
        if (whole && !Number.isInteger(value)) context.addIssue({ code: 'custom', message: boundMessages.wholeNumber });
        if (min !== undefined && value < min) {
          const message = noneValue === undefined ? boundMessages.min(min) : boundMessages.minOrNone(min, noneValue);
          context.addIssue({ code: 'too_small', origin: 'number', minimum: min, inclusive: true, input: value, message });
        }
        if (max !== undefined && value > max) {
          context.addIssue({
            code: 'too_big',
            origin: 'number',
            maximum: max,
            inclusive: true,
            input: value,
            message: boundMessages.max(max),
          });
        }
      });
    }
    case 'boolean':
      if (field.default !== undefined && typeof field.default !== 'boolean') fail('default is not a boolean');
      return z.boolean({ error: requiredOr(boundMessages.boolean) });
    case 'select': {
      const { options } = field;
      if (!Array.isArray(options) || options.length === 0) fail('a select needs options');
      if (options.some((option) => typeof option !== 'string')) fail('options must be text');
      if (new Set(options).size !== options.length) fail('options repeat');
      if (field.default !== undefined && !options.includes(field.default)) fail('default is not an option');
      return z.string({ error: requiredOr(boundMessages.oneOf(options)) }).refine((value) => options.includes(value), {
        message: boundMessages.oneOf(options),
      });
    }
    case 'uuid':
      return z
        .string({ error: requiredOr(boundMessages.id) })
        .refine((value) => value === '' || value === GENERATED_ID_PLACEHOLDER || ID_PATTERN.test(value), { message: boundMessages.id });
    case 'list':
      return listSchema(field, depth, where, fail);
    case 'object':
      if (depth + 1 > TEMPLATE_MODEL_MAX_DEPTH) return z.unknown();
      return objectSchema(field.fields, depth + 1, where);
    default:
      return fail(`unknown kind "${String((field as { kind: unknown }).kind)}"`);
  }
}

function listSchema(field: ListField, depth: number, where: string, fail: (reason: string) => never): z.ZodType {
  const { min, max, counts = [] } = field;
  if (!isCount(min) || !isCount(max)) fail('min and max must be counts');
  if (min > max) fail('min > max');
  if (typeof field.item !== 'object' || field.item === null) fail('a list needs an item');
  if (!Array.isArray(counts)) fail('counts is not a list');
  for (const rule of counts) {
    if (typeof rule.field !== 'string' || typeof rule.label !== 'string') fail('a count rule needs field and label');
    if (rule.min !== undefined && !isCount(rule.min)) fail('a count rule min is not a count');
    if (rule.max !== undefined && !isCount(rule.max)) fail('a count rule max is not a count');
  }
  if (depth + 1 > TEMPLATE_MODEL_MAX_DEPTH) return z.array(z.unknown());
  assertFieldBase(field.item, where);
  const item = fieldSchema(field.item, depth + 1, `${where}[]`);
  const lengthMessage = (bound: number) => (min === max ? boundMessages.exactItems(bound) : undefined);
  return z
    .array(item, { error: (issue) => (issue.input === undefined ? boundMessages.required : 'Must be a list') })
    .min(min, { message: lengthMessage(min) ?? boundMessages.fewItems(min) })
    .max(max, { message: lengthMessage(max) ?? boundMessages.manyItems(max) })
    .superRefine((items, context) => {
      for (const rule of counts) {
        const matching = items.filter(
          (entry) => typeof entry === 'object' && entry !== null && (entry as Record<string, unknown>)[rule.field] === rule.equals,
        ).length;
        if (rule.min !== undefined && matching < rule.min) {
          context.addIssue({
            code: 'too_small',
            origin: 'array',
            minimum: rule.min,
            inclusive: true,
            input: items,
            message: boundMessages.fewMatching(rule.min, rule.label),
          });
        }
        if (rule.max !== undefined && matching > rule.max) {
          context.addIssue({
            code: 'too_big',
            origin: 'array',
            maximum: rule.max,
            inclusive: true,
            input: items,
            message: boundMessages.manyMatching(rule.max, rule.label),
          });
        }
      }
    });
}
