import type { UploadContentType } from '@slidewise/core';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { listMedia, queryKeys } from '../../api/index.ts';

/** Files a "Show more" adds to the library at a time. */
export const MEDIA_LIBRARY_PAGE_SIZE = 50;

/**
 * The library for a search and a content type, newest first, a page at a time: each "Show more" resumes
 * after the last file shown (the API's keyset cursor), so files uploaded meanwhile never repeat one.
 */
export function useMediaLibraryPages(search: string, contentType: UploadContentType | undefined) {
  return useInfiniteQuery({
    // Under the media keys, so an upload or a delete (which invalidate them all) reloads the pages too.
    queryKey: [...queryKeys.media.list(search, contentType ?? ''), 'pages'],
    queryFn: ({ pageParam }) =>
      listMedia({
        pageSize: MEDIA_LIBRARY_PAGE_SIZE,
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
