import { mediaFileUrl, type MediaItem, type UploadContentType } from '@slidewise/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listMedia } from '../../api/media.ts';
import { queryKeys } from '../../api/query-keys.ts';

/** The library's first page for a search and a content type (all types when none), newest first. */
export function useMediaList(search: string, contentType: UploadContentType | undefined) {
  return useQuery({
    queryKey: queryKeys.media.list(search, contentType ?? ''),
    queryFn: () => listMedia({ pageSize: 100, ...(search ? { search } : {}), ...(contentType ? { contentType } : {}) }),
    // While the next search loads, the last answer stays on screen instead of a spinner per keystroke.
    placeholderData: keepPreviousData,
  });
}

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
