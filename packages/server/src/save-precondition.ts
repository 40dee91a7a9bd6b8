import type { FastifyReply } from 'fastify';
import { HttpError } from './http-error.ts';

/**
 * Which version of an object a save starts from (issue 11; docs/decisions.md "Saves without a version").
 * Our clients send `version` in the body; a client sending the spec's bodies as written (no version) sends
 * back in If-Match the ETag its last GET of the object answered. A save naming neither cannot show that
 * nothing changed since the caller read the object, so where a version is needed it is refused; the calls
 * whose version is optional (status changes, settings switches) write over whatever is there instead.
 */
export type SavePrecondition =
  | { from: 'body'; version: number }
  | { from: 'if-match'; entityTags: string[] }
  | { from: 'nothing'; lastWriteWins: boolean };

/** The ETag of an object at a version: strong, since one version of an object has one representation. */
export const versionEntityTag = (version: number) => `"${version}"`;

/** Splits an If-Match header into its entity tags (a list, commas outside quotes separating them). */
function entityTagsOf(header: string): string[] {
  return (header.match(/(?:W\/)?"[^"]*"|\*/g) ?? []).map((tag) => tag.trim());
}

/**
 * A PUT's precondition: the body's version when given, else If-Match. `If-Match: *` names no version
 * (it would hold for any state of the object), so it counts as naming nothing.
 */
export function savePreconditionOf(bodyVersion: number | undefined, ifMatch: string | string[] | undefined): SavePrecondition {
  if (bodyVersion !== undefined) return { from: 'body', version: bodyVersion };
  const entityTags = (Array.isArray(ifMatch) ? ifMatch : ifMatch === undefined ? [] : [ifMatch]).flatMap(entityTagsOf);
  const named = entityTags.filter((tag) => tag !== '*');
  if (named.length > 0) return { from: 'if-match', entityTags: named };
  return { from: 'nothing', lastWriteWins: false };
}

/** The precondition of a call whose version is optional: without one, the last write wins. */
export const optionalVersion = (version: number | undefined): SavePrecondition =>
  version === undefined ? { from: 'nothing', lastWriteWins: true } : { from: 'body', version };

/**
 * Lets the save go ahead only when its precondition holds for the object at `currentVersion`; otherwise
 * throws, with the object as it is now in details.current: `stale` (409) for an older body version, 412
 * for an If-Match naming another version (weak tags never match: If-Match compares strongly), 428 when the
 * save named no version where one is needed; those two also answer the current ETag, to retry from.
 */
export async function assertSavePrecondition<Current extends { version: number }>(
  precondition: SavePrecondition,
  currentVersion: number,
  current: () => Current | Promise<Current>,
  stale: (current: Current) => HttpError,
): Promise<void> {
  if (precondition.from === 'body') {
    if (precondition.version !== currentVersion) throw stale(await current());
    return;
  }
  if (precondition.from === 'if-match') {
    if (precondition.entityTags.includes(versionEntityTag(currentVersion))) return;
    throw new HttpError(
      412,
      'precondition_failed',
      `This was changed since the read your If-Match names (it is now at version ${currentVersion}). Read it again, or apply your change on top of the current one.`,
      { current: await current() },
      { ETag: versionEntityTag(currentVersion) },
    );
  }
  if (precondition.lastWriteWins) return;
  throw new HttpError(
    428,
    'precondition_required',
    'Say which version this change starts from: send version in the body, or the ETag of your last read in If-Match.',
    { current: await current() },
    { ETag: versionEntityTag(currentVersion) },
  );
}

/** Puts the ETag of the object's version on the answer, for a later save's If-Match; answers the object. */
export function withVersionTag<Versioned extends { version: number }>(reply: FastifyReply, object: Versioned): Versioned {
  reply.header('ETag', versionEntityTag(object.version));
  return object;
}
