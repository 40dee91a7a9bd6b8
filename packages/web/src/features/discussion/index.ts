export { DiscussionPage } from './DiscussionPage.tsx';
// The discussion calls, for the facilitator and learner screens.
export * from './data/discussions-api.ts';
export { discussionQueryKeys } from './data/discussion-query-keys.ts';
