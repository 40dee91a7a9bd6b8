import { z } from 'zod';
import { imageReferenceSchema } from './image-reference.ts';
import { entityIdSchema } from './shared-fields.ts';

// Issue 13: a course's briefcase, the documents (templates §5's briefcase-document types) learners open
// or download from the course page. Kept in the course's own data: no table, and the media library finds
// where an uploaded document is used by its address, as it does for the course's images.

/** The most documents one course carries: a briefcase, not a file share. */
export const COURSE_BRIEFCASE_MAX_DOCUMENTS = 50;

export const briefcaseDocumentSchema = z.object({
  /** Chosen by the editor when the document is added, so a list item keeps its identity through edits. */
  id: entityIdSchema,
  /** What learners see: the file's own name, or the author's words for it. */
  name: z.string().trim().min(1).max(255),
  /** An uploaded file (`/api/media/{id}/file`) or a web address, under the same rules as an image field. */
  url: imageReferenceSchema.refine((url) => url !== '', { message: 'A document needs a file or a web address' }),
});
export type BriefcaseDocument = z.infer<typeof briefcaseDocumentSchema>;

export const courseBriefcaseSchema = z.array(briefcaseDocumentSchema).max(COURSE_BRIEFCASE_MAX_DOCUMENTS);
