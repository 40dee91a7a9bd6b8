import { DEFAULT_SLIDE_SUBTYPE, defaultSlide, defaultSlideData, type Slide, type SlideTemplateInfo, type TemplateExample } from '@slidewise/core';

/**
 * A new slide from a template: an example's data and subtype, or ("blank") the template's defaults with
 * lists filled to their minimum. The data is a copy, so editing the slide never changes the example.
 */
export function slideFromTemplate(template: SlideTemplateInfo, example: TemplateExample | undefined, id: string): Slide {
  return defaultSlide({
    id,
    type: template.type,
    subtype: example?.subtype || DEFAULT_SLIDE_SUBTYPE,
    name: example?.name ?? template.displayName,
    templateName: template.displayName,
    templateDescription: template.description,
    data: structuredClone(example ? example.data : defaultSlideData(template)),
    metadata: { sourceId: '', sourceType: '', slideId: id, questions: [] },
  });
}
