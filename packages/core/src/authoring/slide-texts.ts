// The words of a slide, read through its template's model (issue 17): what narration speaks and what a
// translation rewrites. Only the model's text fields count (html, text, string), so ids, answers given as
// flags or numbers, media addresses, choices among fixed options and scoring stay exactly as they are:
// a translated quiz keeps its right answers where they were.
import { TEMPLATE_MODEL_MAX_DEPTH } from '../constants.ts';
import type { Slide } from '../entities/slide.ts';
import { findSlideTemplate } from '../templates/catalogue.ts';
import type { TemplateField } from '../templates/model.ts';
import type { DataPath } from './slide-editor-actions.ts';

/** One text field of a slide's data, with where it is. */
export interface SlideText {
  path: DataPath;
  kind: 'html' | 'text' | 'string';
  /** The field's name (`question`, `alt`, `correct`), to tell what a learner hears from what they read after answering. */
  name: string;
  value: string;
  /** The model's bound on its length, which a rewritten text must keep too. */
  maxLength?: number;
}

/** The key of a path in maps of texts: `items.2.title`. */
export const slideTextKey = (path: DataPath): string => path.join('.');

/** The slide's non-blank text fields, in the model's order; none for a template the catalogue does not know. */
export function slideTexts(slide: Pick<Slide, 'type' | 'data'>): SlideText[] {
  const template = findSlideTemplate(slide.type);
  const found: SlideText[] = [];
  if (!template || !isRecord(slide.data)) return found;
  for (const field of template.model) visit(field, slide.data[field.name], [field.name], 0, found);
  return found;
}

function visit(field: TemplateField, value: unknown, path: DataPath, depth: number, found: SlideText[]): void {
  // The catalogue's models are shallow; the limit keeps hostile data from walking us into the ground.
  if (depth > TEMPLATE_MODEL_MAX_DEPTH || field.hidden) return;
  switch (field.kind) {
    case 'html':
    case 'text':
    case 'string':
      // A web address is a link, not words.
      if (field.format !== 'web-address' && typeof value === 'string' && value.trim() !== '')
        found.push({
          path,
          kind: field.kind,
          name: field.name,
          value,
          ...(field.maxLength === undefined ? {} : { maxLength: field.maxLength }),
        });
      return;
    case 'object':
      if (isRecord(value)) for (const child of field.fields) visit(child, value[child.name], [...path, child.name], depth + 1, found);
      return;
    case 'list':
      if (Array.isArray(value)) for (const [index, item] of value.entries()) visit(field.item, item, [...path, index], depth + 1, found);
      return;
    default:
      return;
  }
}

/**
 * The slide with the texts at these keys replaced (keys as slideTextKey makes them). Keys that are not
 * text fields of the slide are ignored, so nothing but words can change.
 */
export function withSlideTexts<S extends Pick<Slide, 'type' | 'data'>>(slide: S, replacements: ReadonlyMap<string, string>): S {
  // Slide data is JSON (it is stored as jsonb), so a JSON copy is a deep one.
  const data = JSON.parse(JSON.stringify(slide.data)) as Record<string, unknown>;
  for (const text of slideTexts(slide)) {
    const replacement = replacements.get(slideTextKey(text.path));
    if (replacement !== undefined) setAt(data, text.path, replacement);
  }
  return { ...slide, data };
}

function setAt(root: Record<string, unknown>, path: DataPath, value: string): void {
  let container: unknown = root;
  for (const step of path.slice(0, -1)) container = (container as Record<string | number, unknown>)[step];
  (container as Record<string | number, unknown>)[path[path.length - 1]!] = value;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
