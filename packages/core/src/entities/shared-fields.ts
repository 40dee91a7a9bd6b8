import { z } from 'zod';

// Field shapes several entities share, so one bound changes in one place.

/** A stored row's id, or the new-item placeholder 'new' (authoring §3). */
export const entityIdSchema = z.string().min(1).max(100);

/** An ISO 8601 date-time with an offset, e.g. 2024-05-01T09:30:00.000Z. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

export { imageReferenceSchema } from './image-reference.ts';

/** An id from another system (LMS, HR import); empty means none. */
export const externalIdSchema = z.string().max(200);

/** A start and end, either open (authoring §3: planning startDateTime, endDateTime). */
export const planningSchema = z.object({
  startDateTime: isoDateTimeSchema.nullable(),
  endDateTime: isoDateTimeSchema.nullable(),
});
export type Planning = z.infer<typeof planningSchema>;

export function defaultPlanning(): Planning {
  return { startDateTime: null, endDateTime: null };
}

/** A score as a whole percentage. */
export const percentageSchema = z.number().int().min(0).max(100);
