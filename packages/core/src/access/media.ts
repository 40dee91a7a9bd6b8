import type { UploadContentType } from '../enums/upload-content-types.ts';
import { courseEditors, courseStaff, holdsAny, players, type Actor } from './roles.ts';

/**
 * Uploaded media (issue 13). Everyone who plays courses may load the account's files (a lesson's images,
 * its video, a peer's contribution) and upload the pictures and videos of peer-learning slides; the
 * library (list, where used) is for course staff; deleting is for those who edit courses.
 */
export const mediaRoles = {
  read: players,
  upload: players,
  list: courseStaff,
  delete: courseEditors,
} as const;

/** What learners may upload: their contributions to peer-learning slides (pictures and videos). */
export const learnerUploadContentTypes = ['image', 'video'] as const satisfies readonly UploadContentType[];

/** Course editors upload every content type; anyone else who may upload, only contributions. */
export function mayUploadContentType(actor: Pick<Actor, 'roles'>, contentType: UploadContentType): boolean {
  if (holdsAny(actor, courseEditors)) return true;
  return (learnerUploadContentTypes as readonly UploadContentType[]).includes(contentType);
}
