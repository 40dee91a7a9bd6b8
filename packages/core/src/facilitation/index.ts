// Facilitation list rules (authoring §4): posts, submissions and their comment threads as paged lists.
export * from './paged-lists.ts';
export * from './comment-threads.ts';
export * from './post-lists.ts';
