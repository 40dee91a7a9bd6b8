// Every TanStack Query key of the app, so invalidation after sign-in or sign-out has one place to look.
export const queryKeys = {
  me: ['me'] as const,
  account: ['account'] as const,
  plan: ['plan'] as const,
  courses: {
    all: ['courses'] as const,
    list: (page: number, pageSize: number) => ['courses', 'list', { page, pageSize }] as const,
  },
};
