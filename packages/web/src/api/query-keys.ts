// Every TanStack Query key of the app, so invalidation after sign-in or sign-out has one place to look.
export const queryKeys = {
  me: ['me'] as const,
  account: ['account'] as const,
  plan: ['plan'] as const,
  courses: {
    all: ['courses'] as const,
    list: (page: number, pageSize: number) => ['courses', 'list', { page, pageSize }] as const,
  },
  course: {
    all: (courseId: string) => ['course', courseId] as const,
    detail: (courseId: string) => ['course', courseId, 'detail'] as const,
    lessons: (courseId: string) => ['course', courseId, 'lessons'] as const,
    topics: (courseId: string) => ['course', courseId, 'topics'] as const,
    publicDetails: (courseId: string) => ['course', courseId, 'public-details'] as const,
    courseLinks: (courseId: string, publicDetailId: string) =>
      ['course', courseId, 'public-details', publicDetailId, 'course-links'] as const,
    excludedLessons: (courseId: string) => ['course', courseId, 'public-details', 'excluded-lessons'] as const,
    excludedSlides: (courseId: string) => ['course', courseId, 'public-details', 'excluded-slides'] as const,
    ratingLinks: (courseId: string) => ['course', courseId, 'public-details', 'ratings'] as const,
    urlSlugs: (courseId: string) => ['course', courseId, 'public-details', 'url-slugs'] as const,
    publicPage: (courseId: string) => ['course', courseId, 'public-details', 'public-page'] as const,
    reviewComments: (courseId: string) => ['course', courseId, 'review-comments'] as const,
    translations: (courseId: string) => ['course', courseId, 'translations'] as const,
  },
  lesson: (lessonId: string) => ['lesson', lessonId] as const,
  lessonAuthoring: {
    config: (lessonId: string) => ['lesson-authoring', lessonId, 'config'] as const,
    otherCourses: (lessonId: string) => ['lesson-authoring', lessonId, 'other-courses'] as const,
    narration: (lessonId: string) => ['lesson-authoring', lessonId, 'narration'] as const,
  },
  slideTemplates: ['slide-templates'] as const,
  tags: ['tags'] as const,
  userGroups: ['user-groups'] as const,
  people: (search: string, role: string) => ['people', { search, role }] as const,
  peerContributions: {
    all: ['peer-contributions'] as const,
    list: (status: string) => ['peer-contributions', 'list', { status }] as const,
  },
  media: {
    all: ['media'] as const,
    list: (search: string, contentType: string) => ['media', 'list', { search, contentType }] as const,
  },
};
