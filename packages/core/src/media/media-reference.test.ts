import { describe, expect, it } from 'vitest';
import { isImageReference } from '../entities/image-reference.ts';
import { isPackageReference } from '../entities/package-reference.ts';
import { mediaFileUrl, mediaIdOfReference, mediaReferenceMarker } from './media-reference.ts';

const id = '0b9f6a52-7d4e-4c1e-9a51-3f0e1d2c3b4a';

describe('media references', () => {
  it('are paths of our origin that image and package fields accept', () => {
    expect(mediaFileUrl(id)).toBe(`/api/media/${id}/file`);
    expect(mediaFileUrl(id, 'thumbnail')).toBe(`/api/media/${id}/file?variant=thumbnail`);
    expect(isImageReference(mediaFileUrl(id))).toBe(true);
    expect(isImageReference(mediaFileUrl(id, 'slide'))).toBe(true);
    expect(isPackageReference(mediaFileUrl(id))).toBe(true);
  });

  it('give back the media id, and nothing for web addresses or other paths', () => {
    expect(mediaIdOfReference(mediaFileUrl(id, 'fullscreen'))).toBe(id);
    expect(mediaIdOfReference(`/api/media/${id.toUpperCase()}/file`)).toBe(id);
    expect(mediaIdOfReference(`https://example.com/api/media/${id}/file`)).toBeUndefined();
    expect(mediaIdOfReference(`/api/media/${id}`)).toBeUndefined();
    expect(mediaIdOfReference('/api/media/not-an-id/file')).toBeUndefined();
  });

  it('mark documents that use a file by its path', () => {
    expect(JSON.stringify({ thumbnail: mediaFileUrl(id, 'thumbnail') })).toContain(mediaReferenceMarker(id));
  });
});
