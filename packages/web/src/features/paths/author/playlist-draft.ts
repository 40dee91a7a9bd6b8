import type { Playlist, PlaylistType, PlaylistUpdateBody } from '@slidewise/core';

/** What the editor changes before saving: the playlist's own fields and its course order. */
export interface PlaylistDraft {
  title: string;
  description: string;
  image: string;
  playlistType: PlaylistType;
  courseIds: string[];
  universalAccess: boolean;
  userGroups: string[];
}

export function draftOf(playlist: Playlist): PlaylistDraft {
  return {
    title: playlist.title,
    description: playlist.description,
    image: playlist.image,
    playlistType: playlist.playlistType,
    courseIds: playlist.courses.map((course) => course.id),
    universalAccess: playlist.universalAccess,
    userGroups: playlist.userGroups,
  };
}

/** The save of the whole draft from the version it was read at. */
export function saveBodyOf(draft: PlaylistDraft, version: number): PlaylistUpdateBody {
  return { version, ...draft };
}

/** Moves the course at `from` one place up (-1) or down (+1); out of range leaves the order as it is. */
export function moveCourse(courseIds: readonly string[], from: number, by: -1 | 1): string[] {
  const to = from + by;
  if (from < 0 || from >= courseIds.length || to < 0 || to >= courseIds.length) return [...courseIds];
  const next = [...courseIds];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}
