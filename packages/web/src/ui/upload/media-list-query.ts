import { mediaFileUrl, type MediaItem, type UploadContentType } from '@slidewise/core';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { listMedia } from '../../api/media.ts';
import { queryKeys } from '../../api/query-keys.ts';

/** Files a "Show more" adds to a list of the library at a time. */
export const MEDIA_PAGE_SIZE = 50;

/**
 * The library for a search and a content type (all types when none), newest first, a page at a time: each
 * "Show more" resumes after the last file shown (the API's keyset cursor), so files uploaded meanwhile never
 * repeat one. The /media page and a media field's picker list it alike, so they share its cache.
 */
export function useMediaPages(search: string, contentType: UploadContentType | undefined) {
  return useInfiniteQuery({
    // Under the media keys, so an upload or a delete (which invalidate them all) reloads the pages too.
    queryKey: [...queryKeys.media.list(search, contentType ?? ''), 'pages'],
    queryFn: ({ pageParam }) =>
      listMedia({
        pageSize: MEDIA_PAGE_SIZE,
        ...(search ? { search } : {}),
        ...(contentType ? { contentType } : {}),
        ...(pageParam ? { cursor: pageParam } : {}),
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    // While the next search loads, the last answer stays on screen instead of a spinner per keystroke.
    placeholderData: keepPreviousData,
  });
}

export type MediaPages = ReturnType<typeof useMediaPages>;

/** Every file of the pages loaded so far, in order. */
export const filesOf = (pages: MediaPages): MediaItem[] => pages.data?.pages.flatMap((page) => page.items) ?? [];

/** The small picture of an image in a list; other files have none. */
export function thumbnailOf(item: MediaItem): string | undefined {
  return item.contentType === 'image' ? mediaFileUrl(item.id, 'thumbnail') : undefined;
}

/** "2.4 MB": a file's size as people read it (decimal units, as file managers and the spec's limits count). */
export function formatBytes(bytes: number, language: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}
