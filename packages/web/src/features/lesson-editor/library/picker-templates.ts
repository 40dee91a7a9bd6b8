import type { SlideTemplateInfo } from '@slidewise/core';

/** The templates the picker offers: those of the plan's catalogue that are visible in the picker. */
export function pickerTemplates(templates: readonly SlideTemplateInfo[]): SlideTemplateInfo[] {
  return templates.filter((template) => template.visibleInPicker);
}

/**
 * The template the library opens at: the one at `currentTemplateIndex` of the served catalogue (spec:
 * 42 by default), or the first one offered when that one is not (hidden, or beyond the plan's list).
 */
export function templateAtIndex(templates: readonly SlideTemplateInfo[], currentTemplateIndex: number): SlideTemplateInfo | undefined {
  const current = templates[currentTemplateIndex];
  return current?.visibleInPicker ? current : pickerTemplates(templates)[0];
}
