// The learner app's query keys. All start with 'learner', so whatever changes a learner's progress (the
// lesson player finishing an attempt) can refresh every learner page with one invalidation of `all`.
export const learnerQueryKeys = {
  all: ['learner'] as const,
  courses: ['learner', 'courses'] as const,
  course: (courseId: string) => ['learner', 'course', courseId] as const,
  leaderboard: (courseId: string) => ['learner', 'course', courseId, 'leaderboard'] as const,
  certificate: (courseId: string) => ['learner', 'course', courseId, 'certificate'] as const,
  profile: ['learner', 'profile'] as const,
  due: ['learner', 'due'] as const,
  courseDue: (courseId: string) => ['learner', 'course', courseId, 'due'] as const,
  courseRating: (courseId: string) => ['learner', 'course', courseId, 'rating'] as const,
};
