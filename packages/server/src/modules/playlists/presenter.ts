import type { Playlist } from '@slidewise/core';
import type { PlaylistParts } from './repo.ts';

/** A playlist as the API answers it to its authors. */
export function presentPlaylist({ row, courses, userGroups }: PlaylistParts): Playlist {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    image: row.image,
    playlistType: row.playlistType,
    status: row.status,
    universalAccess: row.universalAccess,
    userGroups,
    courses,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    modifiedAt: row.modifiedAt.toISOString(),
  };
}
