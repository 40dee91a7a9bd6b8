// The query keys of the discussion screens.
export const discussionQueryKeys = {
  discussion: (id: string) => ['discussion', id, 'latest'] as const,
  learnerDiscussion: (id: string) => ['discussion', id, 'learner'] as const,
};
