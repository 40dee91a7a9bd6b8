import { PERSON_NAME_MAX_LENGTH, type UserImportRowError } from '@slidewise/core';
import type { TFunction } from 'i18next';

/** Row errors whose sentence names the part of the row they are about (the server's `value`). */
const namesItsValue = new Set<UserImportRowError['code']>([
  'bad_email',
  'unknown_role',
  'role_not_allowed',
  'unknown_group',
  'duplicate',
  'other_account',
]);

/**
 * One row error of an import, worded by its code in the reader's language (`people.import.rowErrors`),
 * as every refusal is (see apiErrorMessage). A sentence that needs the row's value and was sent none
 * keeps the server's English rather than showing an empty name.
 */
export function importRowErrorMessage(error: UserImportRowError, t: TFunction): string {
  if (namesItsValue.has(error.code) && error.value === undefined) return error.message;
  return t(`people.import.rowErrors.${error.code}`, { value: error.value, limit: PERSON_NAME_MAX_LENGTH });
}
