// DESIGN.md "A draft is never refused for being incomplete": a slide's issues against its template
// (validateSlideData) split in two. What the author has not filled in yet — a required value left
// empty, text shorter than its minimum, items not marked as a count rule asks ("exactly 1 correct
// card") — is stored with the draft, shown on the slide and checked when publishing. A crossed bound
// (too long, too many, out of range, not an option) or a broken structure (a value of the wrong kind, a
// missing list or group) is something the form cannot produce, so a save still refuses it.
import { issuesAgainstSchema, type SlideDataIssue } from './catalogue.ts';
import { modelSchema } from './model-schema.ts';
import type { ListField, TemplateField, TemplateModel } from './model.ts';

export type SlideIssueKind = 'incomplete' | 'refused';

export interface SplitSlideIssues {
  /** Saved with the draft; publishing waits until none is left. */
  incomplete: SlideDataIssue[];
  /** Never stored: a save naming one of these is refused. */
  refused: SlideDataIssue[];
}

const scalarKinds: ReadonlySet<TemplateField['kind']> = new Set([
  'html',
  'text',
  'string',
  'image',
  'video',
  'audio',
  'scorm',
  'int',
  'number',
  'boolean',
  'select',
]);

/** The field of `model` that `path` names (list indexes step into the list's item), if any. */
export function fieldAtPath(model: TemplateModel, path: readonly (string | number)[]): TemplateField | undefined {
  let fields: readonly TemplateField[] = model;
  let field: TemplateField | undefined;
  for (const key of path) {
    if (typeof key === 'number') {
      if (field?.kind !== 'list') return undefined;
      field = field.item;
    } else {
      field = fields.find((candidate) => candidate.name === key);
      if (!field) return undefined;
    }
    fields = field.kind === 'object' ? field.fields : field.kind === 'list' && field.item.kind === 'object' ? field.item.fields : [];
  }
  return field;
}

function valueAtPath(data: unknown, path: readonly (string | number)[]): unknown {
  let value = data;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string | number, unknown>)[key];
  }
  return value;
}

/**
 * A list's issue that is not about its length is one of its count rules: how many items the author has
 * marked so ("1 correct card"), which ticking a box in the form changes either way.
 */
function isCountRuleIssue(field: ListField, value: unknown): boolean {
  return Array.isArray(value) && value.length >= field.min && value.length <= field.max;
}

/** Whether one issue of a slide's data only says the slide is unfinished, or that the data cannot be stored. */
export function slideIssueKind(model: TemplateModel, data: unknown, issue: SlideDataIssue): SlideIssueKind {
  const field = fieldAtPath(model, issue.path);
  if (!field) return 'refused';
  if (issue.code === 'required') return scalarKinds.has(field.kind) ? 'incomplete' : 'refused';
  if (field.kind === 'list') return isCountRuleIssue(field, valueAtPath(data, issue.path)) ? 'incomplete' : 'refused';
  if (issue.code !== 'too-small') return 'refused';
  // Text shorter than its minimum is text still being written.
  return field.kind === 'html' || field.kind === 'text' || field.kind === 'string' ? 'incomplete' : 'refused';
}

/** The issues of `data` against `model`, split into what a draft may keep and what a save refuses. */
export function splitSlideIssues(model: TemplateModel, data: unknown, issues: readonly SlideDataIssue[]): SplitSlideIssues {
  const split: SplitSlideIssues = { incomplete: [], refused: [] };
  for (const issue of issues) split[slideIssueKind(model, data, issue)].push(issue);
  return split;
}

/** `data` checked against `model` and split (see splitSlideIssues). A malformed model throws ModelNotValidError. */
export function slideIssuesAgainstModel(model: TemplateModel, data: unknown): SplitSlideIssues {
  return splitSlideIssues(model, data, issuesAgainstSchema(modelSchema(model), data));
}
