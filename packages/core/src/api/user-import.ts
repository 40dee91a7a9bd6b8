import { z } from 'zod';

// CSV or spreadsheet upload of people (issue 14). The columns of the template, in order: the names are
// the spec's user info names so the same file reads back from an export.
export const userImportColumns = ['userEmail', 'userFirstName', 'userLastName', 'userRoles', 'userGroups'] as const;
/** Several roles or groups in one cell are separated by this. */
export const USER_IMPORT_LIST_SEPARATOR = ';';
export { USER_IMPORT_ROW_LIMIT } from './error-codes.ts';

export const userImportFormats = ['csv', 'xlsx'] as const;

export const userImportQuerySchema = z.object({ format: z.enum(userImportFormats).default('csv') });

export const userImportApplyQuerySchema = z.object({
  /** Write the rows without errors and leave the others (reported); by default any error writes nothing. */
  skipInvalid: z.stringbool().default(false),
});

export const userImportErrorCodes = [
  'bad_email',
  'missing_name',
  'bad_name',
  'unknown_role',
  'role_not_allowed',
  'unknown_group',
  'duplicate',
  'other_account',
] as const;

/**
 * One thing wrong with a row. `code` says what; `value` is the part of the row it is about (the address,
 * the role or group as written), so a client words it in its reader's language; `message` is the same in
 * English, for other API clients.
 */
export const userImportRowErrorSchema = z.object({
  code: z.enum(userImportErrorCodes),
  message: z.string(),
  value: z.string().optional(),
});
export type UserImportRowError = z.infer<typeof userImportRowErrorSchema>;

export const userImportRowSchema = z.object({
  /** 1 for the first row after the header, as a spreadsheet shows it minus one. */
  rowNumber: z.number().int().min(1),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(z.string()),
  userGroups: z.array(z.string()),
  /** What importing the row would do, or did. */
  outcome: z.enum(['create', 'update', 'unchanged', 'error']),
  errors: z.array(userImportRowErrorSchema),
});
export type UserImportRow = z.infer<typeof userImportRowSchema>;

export const userImportReportSchema = z.object({
  rows: z.array(userImportRowSchema),
  created: z.number().int().min(0),
  updated: z.number().int().min(0),
  unchanged: z.number().int().min(0),
  failed: z.number().int().min(0),
  /** False for a preview: nothing was written. */
  applied: z.boolean(),
});
export type UserImportReport = z.infer<typeof userImportReportSchema>;
