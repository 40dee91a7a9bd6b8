// Which templates a model may write slides with, and how the catalogue is put to it: each template's
// own `prompt` (templates §3.1: "used for generation") says what good content for it is.
import {
  type PlanKind,
  type SlideTemplate,
  type TemplateField,
  type TemplatePlayKind,
  slideTemplates,
  templatesForPlan,
} from '@slidewise/core';

const MEDIA_KINDS = new Set<TemplateField['kind']>(['image', 'video', 'audio', 'scorm']);

/** A required picture, film or package anywhere in the model: a model writes text, it cannot supply those. */
function needsMedia(fields: readonly TemplateField[]): boolean {
  return fields.some((field) => {
    if (MEDIA_KINDS.has(field.kind) && field.required) return true;
    if (field.kind === 'object') return needsMedia(field.fields);
    if (field.kind === 'list' && field.min > 0) return needsMedia([field.item]);
    return false;
  });
}

// Peer learning waits on other learners' answers and the advanced ones wrap outside content: neither
// is something to invent. The exit slide is added by the player.
const LEFT_OUT_CATEGORIES = new Set(['Peer Learning', 'Advanced']);

/** The templates the account's plan offers that a model can fill with text alone, in catalogue order. */
export function generatableTemplates(plan: PlanKind): SlideTemplate[] {
  return templatesForPlan(plan).filter(
    (template) =>
      template.visibleInPicker &&
      template.type !== 'exit' &&
      template.examples.length > 0 &&
      !LEFT_OUT_CATEGORIES.has(template.category) &&
      !needsMedia(template.model),
  );
}

/** Every generatable template of every plan (the bench and the mock model, which have no account). */
export const allGeneratableTemplates = (): SlideTemplate[] => generatableTemplates('enterprise');

/** One line per template: its type, what it is and how to write for it. */
export function catalogueText(templates: readonly SlideTemplate[]): string {
  return templates
    .map((template) => `- ${template.type} (${template.play}, ${template.category}): ${template.description} ${template.prompt}`)
    .join('\n');
}

export const playOf = (type: string): TemplatePlayKind | undefined => slideTemplates.find((template) => template.type === type)?.play;
