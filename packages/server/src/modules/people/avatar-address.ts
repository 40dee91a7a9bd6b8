import { uploadedAvatarId } from '@slidewise/core';
import type { Executor } from '../../db/client.ts';
import { HttpError } from '../../http-error.ts';
import { requireSwitch } from '../account/switches.ts';
import { findReadyMedia } from '../media/repo.ts';

/**
 * A picture address as it is stored (null for none). An uploaded picture needs the account's
 * avatarUploadEnabled switch (403 feature_disabled without it, whatever the browser shows) and must be a
 * ready image of the account; a web address is taken as before.
 */
export async function storedAvatarAddress(db: Executor, accountId: string, avatarUrl: string): Promise<string | null> {
  const mediaId = uploadedAvatarId(avatarUrl);
  if (mediaId !== undefined) {
    await requireSwitch(db, accountId, 'avatarUploadEnabled');
    const upload = await findReadyMedia(db, accountId, mediaId);
    if (upload?.contentType !== 'image')
      throw new HttpError(400, 'validation_failed', 'The picture must be an image uploaded to this account.', { path: ['avatarUrl'] });
  }
  return avatarUrl === '' ? null : avatarUrl;
}
