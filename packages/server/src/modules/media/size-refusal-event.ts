import { PRESENTATION_SIZE_LIMIT_EXCEEDED_EVENT, UPLOAD_SIZE_LIMIT_EXCEEDED_EVENT, type UploadContentType } from '@slidewise/core';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { recordServerEvent } from '../analytics/server-events.ts';
import type { SignedInUser } from '../auth/session-repo.ts';

// Templates §3.9's upload size limit events, recorded where the server refuses the size: before any byte
// is sent, when the upload is asked for. A presentation (powerpoint) has an event of its own, as the
// catalogue names file and presentation uploads apart.

export async function recordSizeRefusal(
  db: Database,
  clock: Clock,
  user: SignedInUser,
  contentType: UploadContentType,
  sizeBytes: number,
  limitBytes: number,
): Promise<void> {
  const subject = { accountId: user.accountId, userId: user.id, roles: user.roles };
  if (contentType === 'powerpoint') {
    await recordServerEvent(db, clock, subject, PRESENTATION_SIZE_LIMIT_EXCEEDED_EVENT, { size_bytes: sizeBytes, limit_bytes: limitBytes });
    return;
  }
  await recordServerEvent(db, clock, subject, UPLOAD_SIZE_LIMIT_EXCEEDED_EVENT, {
    content_type: contentType,
    size_bytes: sizeBytes,
    limit_bytes: limitBytes,
  });
}
