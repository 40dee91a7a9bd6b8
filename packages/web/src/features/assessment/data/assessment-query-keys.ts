// The query keys of the assessment screens.
export const assessmentQueryKeys = {
  assessment: (id: string) => ['assessment', id, 'latest'] as const,
  learnerAssessment: (id: string) => ['assessment', id, 'learner'] as const,
};
