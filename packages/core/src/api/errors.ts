import { z } from 'zod';

// DESIGN.md: every failure payload carries `message` (the web app shows it), a machine `code`, and optional details.
export const errorPayloadSchema = z.object({
  message: z.string(),
  code: z.string(),
  details: z.unknown().optional(),
});
export type ErrorPayload = z.infer<typeof errorPayloadSchema>;

/** The one code of a 400 for input that breaks a rule of its schema or of the data, wherever it is found (issue 11). */
export const VALIDATION_FAILED = 'validation_failed';
