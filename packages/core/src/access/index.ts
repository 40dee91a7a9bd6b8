// Access rules per resource (DESIGN.md): one answer to "may I", used by the server to guard each call and
// by the web app to show or hide actions.
export * from './roles.ts';
export * from './course.ts';
export * from './activity.ts';
export * from './media.ts';
export * from './peer-contributions.ts';
export * from './permissions.ts';
export * from './people.ts';
export * from './playlist.ts';
export * from './collection.ts';
export * from './leaderboard.ts';
export * from './settings.ts';
export * from './platform.ts';
export * from './prizes.ts';
export * from './people-visibility.ts';
export * from './permission-matrix.ts';
export * from './course-report.ts';
