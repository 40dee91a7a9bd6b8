import { z } from 'zod';

// How a PUT of a course, lesson, discussion, assessment, observation or conference names the version it
// starts from (issue 11; docs/decisions.md "Saves without a version"), for the API reference.

export const saveVersionDescription =
  'Name the version this change starts from: `version` in the body, or, for a body written as the spec writes it ' +
  '(without version), the `ETag` of your last GET of this object sent back in an `If-Match` header. The change is ' +
  'written only when the object is still at that version, so nothing changed since your read is overwritten. ' +
  'A stale body version answers 409 `conflict`, an If-Match naming another version 412 `precondition_failed`, ' +
  'and naming neither 428 `precondition_required`; each writes nothing and carries the object as it now is in ' +
  '`details.current`; 412 and 428 also answer its ETag, to retry from. A successful save answers the new ETag.';

export const readVersionDescription =
  'Answers an `ETag` header naming the version (e.g. `"7"`): send it back in `If-Match` when a PUT body carries no version.';

/** The refusals of a save whose starting version no longer holds or was not named, each with the object as it now is. */
export function staleSaveAnswers<Current extends z.ZodType>(current: Current) {
  const refusal = <Code extends string>(code: Code) =>
    z.object({ message: z.string(), code: z.literal(code), details: z.object({ current }) });
  return { 409: refusal('conflict'), 412: refusal('precondition_failed'), 428: refusal('precondition_required') };
}
