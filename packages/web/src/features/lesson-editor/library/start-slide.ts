import { defaultSlideData, slideFromTemplate, type NewId, type Slide, type SlideTemplateInfo, type TemplateExample } from '@slidewise/core';

/**
 * The slide an author starts from a template: one of its examples (its data and subtype, named after it)
 * or blank — the model's defaults, lists filled to their minimum. The data is a copy, so editing the
 * slide never changes the catalogue's example.
 */
export function startSlide(template: SlideTemplateInfo, example: TemplateExample | undefined, newId: NewId): Slide {
  if (!example) return slideFromTemplate(template, defaultSlideData(template), newId);
  return { ...slideFromTemplate(template, structuredClone(example.data), newId, example.subtype || undefined), name: example.name };
}
