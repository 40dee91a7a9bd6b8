import { defaultSlide, deriveQuestions, findSlideTemplate } from '@slidewise/core';
import { catalogueTemplate } from './render-example.tsx';

/**
 * A template's first example as a saved slide holds it: every `#GENUUID#` replaced by an id (`id-1`,
 * `id-2`, … in the order the save meets them), so answers reported by id can be told apart.
 */
export function derivedExampleData(type: string): Record<string, unknown> {
  const example = catalogueTemplate(type).examples[0];
  if (!example) throw new Error(`Template "${type}" has no example`);
  let next = 0;
  const [slide] = deriveQuestions(
    [defaultSlide({ id: `slide-${type}`, type, data: example.data })],
    findSlideTemplate,
    () => `id-${++next}`,
  );
  return slide!.data;
}
