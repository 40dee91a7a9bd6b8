// Every enumeration and label set of the specs, one concept per file under enums/.
export * from './enums/roles.ts';
export * from './enums/course-status.ts';
export * from './enums/course-creation.ts';
export * from './enums/due-date-types.ts';
export * from './enums/lesson-kinds.ts';
export * from './enums/version-types.ts';
export * from './enums/playlist-types.ts';
export * from './enums/schedule-statuses.ts';
export * from './enums/lifecycle-states.ts';
export * from './enums/interface-labels.ts';
export * from './enums/sort-directions.ts';
export * from './enums/rapid-refresh-quiz-types.ts';
export * from './enums/themes.ts';
export * from './enums/locales.ts';
export * from './enums/toast-positions.ts';
export * from './enums/plan-kinds.ts';
export * from './enums/upload-content-types.ts';
