// Turns rows of the spec's template table (templates §3.1) into tests: one test per row, checking that
// the model declares each bound and default the spec gives and that validation enforces them — data at
// each list bound passes, one item beyond fails; a number at its bound passes, one step beyond fails.
// Used only by tests (it imports vitest); core's index does not export it.
import { describe, expect, it } from 'vitest';
import { GENERATED_ID_PLACEHOLDER } from '../constants.ts';
import { findSlideTemplate, validateSlideData } from './catalogue.ts';
import type { ListField, SlideTemplate, TemplateField, TemplateModel } from './model.ts';

/** A path into a slide's data: field names, and list indices (which the model walks through). */
export type DataPath = readonly (string | number)[];

export interface ListBound {
  path: DataPath;
  min: number;
  max: number;
}

export interface ValueBound {
  path: DataPath;
  min?: number;
  max?: number;
  /** The spec's default; `undefined` means the spec gives none and it is not checked. */
  default?: unknown;
}

export interface CountBound {
  path: DataPath;
  field: string;
  equals: string | number | boolean;
  min?: number;
  max?: number;
}

export interface SpecRow {
  type: string;
  /** The row as the spec writes it, for the test's name. */
  spec: string;
  lists?: readonly ListBound[];
  values?: readonly ValueBound[];
  counts?: readonly CountBound[];
  /** Fields the row names without bounds: they must exist in the model. */
  fields?: readonly DataPath[];
}

/** One `it` per row, inside a `describe` named `title`. */
export function describeSpecRows(title: string, rows: readonly SpecRow[]): void {
  describe(title, () => {
    for (const row of rows) it(`${row.type} — ${row.spec}`, () => checkRow(row));
  });
}

export function checkRow(row: SpecRow): void {
  const template = findSlideTemplate(row.type);
  expect(template, `template ${row.type} is in the catalogue`).toBeDefined();
  const { model, examples } = template as SlideTemplate;
  const base = examples[0]?.data ?? {};
  expect(validateSlideData(row.type, base), `${row.type}'s first example is valid`).toEqual([]);

  for (const path of row.fields ?? []) expect(fieldAt(model, path), `${row.type} has ${path.join('.')}`).toBeDefined();

  for (const bound of row.lists ?? []) {
    const field = fieldAt(model, bound.path) as ListField;
    const where = `${row.type} ${bound.path.join('.')}`;
    expect(field?.kind, where).toBe('list');
    expect({ min: field.min, max: field.max }, `${where} bounds`).toEqual({ min: bound.min, max: bound.max });
    const at = (length: number) => validateSlideData(row.type, withListLength(base, bound.path, length, field));
    expect(at(bound.min), `${where} with ${bound.min} items`).toEqual([]);
    expect(at(bound.max), `${where} with ${bound.max} items`).toEqual([]);
    expect(at(bound.max + 1), `${where} with ${bound.max + 1} items`).not.toEqual([]);
    if (bound.min > 0) expect(at(bound.min - 1), `${where} with ${bound.min - 1} items`).not.toEqual([]);
  }

  for (const bound of row.values ?? []) {
    const field = fieldAt(model, bound.path);
    const where = `${row.type} ${bound.path.join('.')}`;
    expect(field, where).toBeDefined();
    const declared = field as TemplateField & { min?: number; max?: number; default?: unknown };
    if (bound.min !== undefined) expect(declared.min, `${where} min`).toBe(bound.min);
    if (bound.max !== undefined) expect(declared.max, `${where} max`).toBe(bound.max);
    if (bound.default !== undefined) {
      expect(declared.default, `${where} default`).toEqual(bound.default);
      expect(validateSlideData(row.type, withValue(base, bound.path, bound.default)), `${where} = default`).toEqual([]);
    }
    const step = declared.kind === 'int' ? 1 : 0.5;
    const at = (value: number) => validateSlideData(row.type, withValue(base, bound.path, value));
    if (bound.min !== undefined) {
      expect(at(bound.min), `${where} = ${bound.min}`).toEqual([]);
      expect(at(bound.min - step), `${where} = ${bound.min - step}`).not.toEqual([]);
    }
    if (bound.max !== undefined) {
      expect(at(bound.max), `${where} = ${bound.max}`).toEqual([]);
      expect(at(bound.max + step), `${where} = ${bound.max + step}`).not.toEqual([]);
    }
  }

  for (const bound of row.counts ?? []) {
    const field = fieldAt(model, bound.path) as ListField;
    const rule = field.counts?.find((entry) => entry.field === bound.field && entry.equals === bound.equals);
    expect(rule, `${row.type} ${bound.path.join('.')} counts ${bound.field} = ${String(bound.equals)}`).toBeDefined();
    expect({ min: rule?.min ?? 0, max: rule?.max }).toEqual({ min: bound.min ?? 0, max: bound.max });
  }
}

/** The field a data path leads to: names pick fields, indices step into a list's item. */
export function fieldAt(model: TemplateModel, path: DataPath): TemplateField | undefined {
  let fields: readonly TemplateField[] = model;
  let current: TemplateField | undefined;
  for (const step of path) {
    if (typeof step === 'number') {
      if (current?.kind !== 'list') return undefined;
      current = current.item;
    } else {
      current = fields.find((field) => field.name === step);
    }
    if (current?.kind === 'object') fields = current.fields;
    else if (current?.kind === 'list' && current.item.kind === 'object') fields = current.item.fields;
    else fields = [];
  }
  return current;
}

function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** A copy of `data` with `value` at `path` (objects and arrays on the way must exist). */
export function withValue(data: Record<string, unknown>, path: DataPath, value: unknown): Record<string, unknown> {
  const copy = clone(data);
  let parent: Record<string | number, unknown> = copy;
  path.slice(0, -1).forEach((step) => {
    if (parent[step] === undefined) parent[step] = {};
    parent = parent[step] as Record<string | number, unknown>;
  });
  parent[path[path.length - 1] as string | number] = value;
  return copy;
}

function valueAt(data: unknown, path: DataPath): unknown {
  return path.reduce<unknown>((node, step) => (node as Record<string | number, unknown> | undefined)?.[step], data);
}

/**
 * A copy of `data` whose list at `path` has `length` items: the first ones of the example's list, then
 * copies of them in turn (ids reset to the placeholder), or valid samples when the example's list is empty.
 */
export function withListLength(data: Record<string, unknown>, path: DataPath, length: number, field: ListField) {
  const existing = valueAt(data, path);
  const items = Array.isArray(existing) ? existing : [];
  const list: unknown[] = [];
  for (let index = 0; index < length; index += 1) {
    const source = items.length > 0 ? items[index % items.length] : sampleValue(field.item);
    const item = clone(source);
    if (index >= items.length && typeof item === 'object' && item !== null) {
      const record = item as Record<string, unknown>;
      if ('id' in record) record.id = GENERATED_ID_PLACEHOLDER;
      // A copy must not push a count rule past its maximum (a carousel's one correct card).
      for (const rule of field.counts ?? []) {
        const matching = list.filter((entry) => (entry as Record<string, unknown>)[rule.field] === rule.equals).length;
        if (rule.max !== undefined && matching >= rule.max && record[rule.field] === rule.equals && typeof rule.equals === 'boolean') {
          record[rule.field] = !rule.equals;
        }
      }
    }
    list.push(item);
  }
  return withValue(data, path, list);
}

/** A value that satisfies `field` on its own (lists at their minimum). */
export function sampleValue(field: TemplateField): unknown {
  switch (field.kind) {
    case 'html':
    case 'text':
    case 'string': {
      const text = 'Sample text'.padEnd(field.minLength ?? 0, '.');
      return field.maxLength !== undefined ? text.slice(0, field.maxLength) : text;
    }
    case 'image':
    case 'video':
    case 'audio':
    case 'scorm':
      return `https://images.slidewise.dev/examples/sample.${field.kind === 'image' ? 'jpg' : 'bin'}`;
    case 'int':
    case 'number':
      return field.default ?? field.min ?? Math.min(0, field.max ?? 0);
    case 'boolean':
      return field.default ?? true;
    case 'select':
      return field.default ?? field.options[0];
    case 'uuid':
      return GENERATED_ID_PLACEHOLDER;
    case 'list':
      return Array.from({ length: field.min }, () => sampleValue(field.item));
    case 'object':
      return Object.fromEntries(field.fields.map((child) => [child.name, sampleValue(child)]));
  }
}

/** templates §3.1 common model parts of a game: timer (limit ≥ 1, its default, disable flag) and stars. */
export function gameCommonRow(template: SlideTemplate, timerDefault = 20000): SpecRow {
  return {
    type: template.type,
    spec: `game timer (limit ${timerDefault}, minimum 1, disable flag) and stars (1000 each)`,
    fields: [['timer', 'disabled']],
    values: [
      { path: ['timer', 'limit'], min: 1, default: timerDefault },
      { path: ['stars', 'minimumPoints'], default: 1000 },
      { path: ['stars', 'maximumPoints'], default: 1000 },
    ],
  };
}

/** templates §3.1 common model parts of a quiz: the answer block and the timer (-1, no limit). */
export function quizCommonRow(template: SlideTemplate): SpecRow {
  return {
    type: template.type,
    spec: `answer block ("That's correct!", "Not quite...", takeaway), timer -1 and out-of-time prompt`,
    fields: [
      ['answer', 'text'],
      ['answer', 'takeaway'],
      ['timer', 'outOfTimePrompt'],
    ],
    values: [
      { path: ['answer', 'correct'], default: "That's correct!" },
      { path: ['answer', 'incorrect'], default: 'Not quite...' },
      { path: ['timer', 'limit'], min: 1, default: -1 },
    ],
  };
}
