// One file per entity: its zod schema, its type and its default factory.
export * from './shared-fields.ts';
export { IMAGE_REFERENCE_MAX_LENGTH, isImageReference, shownImageReference } from './image-reference.ts';
export { isPackageReference, isStoredPackagePath, PACKAGE_REFERENCE_MAX_LENGTH } from './package-reference.ts';
export * from './display-config.ts';
export * from './user-info.ts';
export * from './account-info.ts';
export * from './plan-info.ts';
export * from './course.ts';
export * from './mini-course.ts';
export * from './course-public-detail.ts';
export * from './course-briefcase.ts';
export * from './topic.ts';
export * from './question.ts';
export * from './slide.ts';
export * from './lesson.ts';
export * from './paged-list.ts';
export * from './discussion.ts';
export * from './assessment.ts';
