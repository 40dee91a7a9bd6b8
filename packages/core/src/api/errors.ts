import { z } from 'zod';

// DESIGN.md: every failure payload carries `message` (the web app shows it), a machine `code`, and optional details.
export const errorPayloadSchema = z.object({
  message: z.string(),
  code: z.string(),
  details: z.unknown().optional(),
});
export type ErrorPayload = z.infer<typeof errorPayloadSchema>;

export { VALIDATION_FAILED } from './error-codes.ts';
