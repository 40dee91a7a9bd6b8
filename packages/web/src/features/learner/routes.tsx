import type { RouteObject } from 'react-router';

/**
 * The learner app's routes under /learn (our design; the specs give only the authoring routes). Each
 * page is loaded on demand so the learner's first download stays small. Filled in by the learner app.
 */
export const learnerRoutes: RouteObject[] = [];
