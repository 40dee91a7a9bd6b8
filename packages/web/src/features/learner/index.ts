// The learner app's public face. Pages are not exported here: they load lazily through routes.tsx, and
// the shell (top bar) imports this file, so anything added here lands in every first download.
export { learnerRoutes, learnerStartRoute } from './routes.tsx';
export { isLearnerOnly, learnerRoles } from './start/learner-roles.ts';
export { learnerQueryKeys } from './data/learner-query-keys.ts';
export { LearnLink } from './start/LearnLink.tsx';
export { learnerLessonPath } from './course/lesson-path.ts';
export { courseVerdictLabel } from './shared/course-verdict-label.ts';
export { QueryFailure } from './shared/QueryFailure.tsx';
