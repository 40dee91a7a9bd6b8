// Codes and limits the app's shell words refusals with, kept apart from the payload's schema (errors.ts) so that reading
// them brings no zod into the first download (docs/decisions.md, "Learner app and the first download").

/** The one code of a 400 for input that breaks a rule of its schema or of the data, wherever it is found (issue 11). */
export const VALIDATION_FAILED = 'validation_failed';

/** The most people one import file may hold (the shell words `import_too_large` with it). */
export const USER_IMPORT_ROW_LIMIT = 10_000;
