import { z } from 'zod';
import { DEFAULT_SLIDE_SUBTYPE, FIRST_DISPLAY_INDEX } from '../constants.ts';
import { questionSchema } from './question.ts';

export const slideMetadataSchema = z.object({
  sourceId: z.string(),
  sourceType: z.string(),
  slideId: z.string(),
  questions: z.array(questionSchema),
});
export type SlideMetadata = z.infer<typeof slideMetadataSchema>;

// Authoring §3 Slide. `type` is a template type of the catalogue (templates §3.1); `data` is that
// template's model, checked against the catalogue rather than here.
export const slideSchema = z.object({
  id: z.string(),
  type: z.string().min(1),
  subtype: z.string().min(1),
  name: z.string(),
  displayIndex: z.number().int().min(FIRST_DISPLAY_INDEX),
  templateName: z.string(),
  templateDescription: z.string(),
  data: z.record(z.string(), z.unknown()),
  metadata: slideMetadataSchema,
});
export type Slide = z.infer<typeof slideSchema>;

/** Authoring §3: a slide of this type is left out when slides are inserted. */
export const EXIT_SLIDE_TYPE = 'exit';

export function defaultSlide(overrides: Partial<Slide> & Pick<Slide, 'type'>): Slide {
  return {
    id: '',
    subtype: DEFAULT_SLIDE_SUBTYPE,
    name: '',
    displayIndex: FIRST_DISPLAY_INDEX,
    templateName: '',
    templateDescription: '',
    data: {},
    metadata: { sourceId: '', sourceType: '', slideId: '', questions: [] },
    ...overrides,
  };
}
