// The public face of @slidewise/core: pure types, schemas, defaults and rules, no I/O.
export * from './entities/index.ts';
export * from './enums.ts';
export * from './constants.ts';
export * from './design-tokens.ts';
export * from './api/index.ts';
export * from './api/discussions.ts';
export * from './api/assessments.ts';
export * from './api/observations.ts';
export * from './api/conferences.ts';
export * from './api/group-training.ts';
export * from './courses/index.ts';
export * from './templates/index.ts';
export * from './authoring/index.ts';
export * from './learning/index.ts';
export * from './facilitation/index.ts';
export * from './moderation/index.ts';
export * from './sessions/index.ts';
