import { defaultSlideData, type SlideTemplate, type TemplateField } from '@slidewise/core';

/**
 * A new list item's value, by the catalogue's own rules for defaults (lists filled to their minimum,
 * ids left for derivation): the defaults of a model made of this one field.
 */
export function defaultFieldValue(field: TemplateField): unknown {
  const oneFieldTemplate = { model: [field] } as unknown as SlideTemplate;
  return defaultSlideData(oneFieldTemplate)[field.name];
}
