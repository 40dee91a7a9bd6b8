// The HTTP contract shared by the server (validation, OpenAPI) and the web client (types).
export * from './errors.ts';
export * from './email.ts';
export * from './text.ts';
export * from './auth.ts';
export * from './pagination.ts';
export * from './courses.ts';
export * from './lessons.ts';
export * from './tags.ts';
export * from './topics.ts';
export * from './public-details.ts';
export * from './review-comments.ts';
export * from './user-groups.ts';
export * from './invite-codes.ts';
export * from './lesson-authoring.ts';
export * from './slide-templates.ts';
export * from './users.ts';
export * from './learner.ts';
