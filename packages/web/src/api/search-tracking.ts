import { SEARCH_PERFORMED_EVENT, SEARCH_SETTLED_MS } from '@slidewise/core';
import { useEffect, useRef } from 'react';
import { track } from './tracker.ts';

type SearchScope = 'courses' | 'lessons' | 'people' | 'library' | 'media' | 'everything';

/**
 * Tracks Search Performed once a search settles: the words unchanged for SEARCH_SETTLED_MS and their
 * results known (resultCount undefined while they load). The words themselves are never sent, only their length.
 */
export function useSearchTracking(scope: SearchScope, query: string, resultCount: number | undefined): void {
  const lastTracked = useRef('');
  useEffect(() => {
    const settled = query.trim();
    if (settled === '' || resultCount === undefined || settled === lastTracked.current) return;
    const timer = setTimeout(() => {
      lastTracked.current = settled;
      track(SEARCH_PERFORMED_EVENT, { scope, query_length: settled.length, result_count: resultCount });
    }, SEARCH_SETTLED_MS);
    return () => clearTimeout(timer);
  }, [scope, query, resultCount]);
}
