import { primeSlideRenderer } from '@slidewise/player';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getLessonAuthoringConfig, getSlideTemplates, queryKeys } from '../../../api/index.ts';

// The editor's server state. The lesson config is read once per visit: after that the edit session
// owns the slides, so a background refetch can never overwrite what the author is typing.

export function useLessonAuthoringConfig(lessonId: string) {
  return useQuery({
    queryKey: queryKeys.lessonAuthoring.config(lessonId),
    queryFn: async () => {
      const config = await getLessonAuthoringConfig(lessonId);
      // The first slide's renderer starts loading with the editor's own render, not after it.
      const first = config.slides[0];
      if (first) primeSlideRenderer(first.type);
      return config;
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

const slideTemplatesQuery = { queryKey: queryKeys.slideTemplates, queryFn: getSlideTemplates, staleTime: Number.POSITIVE_INFINITY };

/** The catalogue the account's plan may use; it changes with a deploy, not while editing. */
export function useSlideTemplates() {
  return useQuery(slideTemplatesQuery);
}

/**
 * Asks for the catalogue once the editor is on screen and the browser idle, so "Add slide" opens
 * without waiting, yet reading the catalogue (some 70 templates, every model checked) never delays
 * the editor's first frame.
 */
export function usePrefetchSlideTemplates() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const prefetch = () => void queryClient.prefetchQuery(slideTemplatesQuery);
    if (typeof requestIdleCallback !== 'function') {
      prefetch();
      return;
    }
    const handle = requestIdleCallback(prefetch, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }, [queryClient]);
}
