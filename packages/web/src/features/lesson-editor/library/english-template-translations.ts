// The en-US `templates` block of the locale files, generated from the catalogue so the English the
// editor shows can never drift from it: `packages/web/scripts/write-template-translations.ts` writes it,
// and a test fails when the file and the catalogue differ. Other languages hold the same keys, written by
// hand; the key scheme is described in ../form/template-translation-key.ts.
import type { SlideTemplate, TemplateField } from '@slidewise/core';

export interface TranslationTree {
  [key: string]: string | TranslationTree;
}

/**
 * Every template's name, description, writing prompt, example names (by subtype) and the texts of its
 * visible fields. A field the common translations (`lessonEditorForm.commonFields`, the timer, stars,
 * answer … every template may hold) already name with the same English is left out: the editor falls
 * back to them, so they are translated once, not once per template.
 */
export function englishTemplateTranslations(
  templates: readonly Pick<SlideTemplate, 'type' | 'displayName' | 'description' | 'prompt' | 'examples' | 'model'>[],
  commonFields: TranslationTree,
): TranslationTree {
  return Object.fromEntries(
    templates.map((template) => {
      const examples = exampleNames(template);
      const fields = fieldNodes(template.model, commonFields);
      const block: TranslationTree = { displayName: template.displayName, description: template.description, prompt: template.prompt };
      if (Object.keys(examples).length > 0) block.examples = examples;
      if (Object.keys(fields).length > 0) block.fields = fields;
      return [template.type, block];
    }),
  );
}

function exampleNames(template: Pick<SlideTemplate, 'type' | 'examples'>): TranslationTree {
  const names: TranslationTree = {};
  for (const example of template.examples) {
    if (example.subtype in names)
      throw new Error(`${template.type}: two examples of subtype "${example.subtype}" cannot be translated apart`);
    names[example.subtype] = example.name;
  }
  return names;
}

function fieldNodes(fields: readonly TemplateField[], common: TranslationTree | undefined): TranslationTree {
  const nodes: TranslationTree = {};
  for (const field of fields) {
    if (field.hidden) continue;
    const commonNode = common?.[field.name];
    const node = fieldNode(field, typeof commonNode === 'object' ? commonNode : undefined);
    if (Object.keys(node).length > 0) nodes[field.name] = node;
  }
  return nodes;
}

/** A list's item: an object item is named (in list messages and item legends) by its label, its fields follow. */
function itemNode(item: TemplateField): TranslationTree {
  if (item.kind !== 'object') return fieldNode(item, undefined);
  const fields = fieldNodes(item.fields, undefined);
  return Object.keys(fields).length > 0 ? { label: item.label, fields } : { label: item.label };
}

function fieldNode(field: TemplateField, common: TranslationTree | undefined): TranslationTree {
  const node: TranslationTree = {};
  // The editor takes a field's label and help from one place, so both are written when either differs.
  if (common?.label !== field.label || common.help !== field.help) {
    node.label = field.label;
    if (field.help !== undefined) node.help = field.help;
  }
  if (field.kind === 'object') {
    const children = fieldNodes(field.fields, common);
    if (Object.keys(children).length > 0) node.fields = children;
  }
  if (field.kind === 'list') {
    if (field.itemLabel !== undefined) node.add = field.itemLabel;
    node.item = itemNode(field.item);
  }
  return node;
}
