import sanitizeHtml from 'sanitize-html';
import { TEMPLATE_MODEL_MAX_DEPTH, type TemplateField, type TemplateModel } from '@slidewise/core';

// DESIGN.md: html fields are written with TipTap in the browser and sanitised here, because the browser
// can be bypassed. What survives is the formatting TipTap's starter kit and link extension produce;
// links keep only http, https and mailto addresses, so no script can ride in on a URL.
const options: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'strong', 'em', 'u', 's', 'a', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'blockquote', 'code', 'pre', 'br'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // The content of these is code or styling, never text an author meant to show.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'template',
    'title',
    'xmp',
    'noembed',
    'noframes',
  ],
  disallowedTagsMode: 'discard',
  parseStyleAttributes: false,
};

/** One html value, reduced to the allowed formatting. */
export function sanitiseHtml(html: string): string {
  // Without a '<' there is no tag to remove, and the text reads the same as HTML: skipping the parser
  // keeps a 200-slide save fast.
  if (!html.includes('<')) return html;
  return sanitizeHtml(html, options);
}

/**
 * The slide's data with every html field of the template's model sanitised: fields inside groups and
 * list items included. Values of other kinds, and keys the model does not name, are returned as they are
 * (only html fields are rendered as markup). The data is not changed in place.
 */
export function sanitiseHtmlFields(model: TemplateModel, data: Record<string, unknown>): Record<string, unknown> {
  return sanitiseObject(model, data, 1);
}

function sanitiseObject(fields: readonly TemplateField[], data: Record<string, unknown>, depth: number): Record<string, unknown> {
  let result = data;
  for (const field of fields) {
    if (!(field.name in data)) continue;
    const before = data[field.name];
    const after = sanitiseValue(field, before, depth);
    if (after !== before) {
      if (result === data) result = { ...data };
      result[field.name] = after;
    }
  }
  return result;
}

function sanitiseValue(field: TemplateField, value: unknown, depth: number): unknown {
  // templates §5: parts of a model deeper than 100 levels are ignored, here as in validation.
  if (depth > TEMPLATE_MODEL_MAX_DEPTH) return value;
  switch (field.kind) {
    case 'html':
      return typeof value === 'string' ? sanitiseHtml(value) : value;
    case 'object':
      return isRecord(value) ? sanitiseObject(field.fields, value, depth + 1) : value;
    case 'list': {
      if (!Array.isArray(value)) return value;
      let changed = false;
      const items = value.map((item) => {
        const after = sanitiseValue(field.item, item, depth + 1);
        if (after !== item) changed = true;
        return after;
      });
      return changed ? items : value;
    }
    default:
      return value;
  }
}

/** Whether a model has any html field, so templates without one skip the walk. */
export function hasHtmlField(fields: readonly TemplateField[], depth = 1): boolean {
  if (depth > TEMPLATE_MODEL_MAX_DEPTH) return false;
  return fields.some((field) => {
    if (field.kind === 'html') return true;
    if (field.kind === 'object') return hasHtmlField(field.fields, depth + 1);
    if (field.kind === 'list') return hasHtmlField([field.item], depth + 1);
    return false;
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
