import {
  emailSchema,
  invitableRoleSchema,
  PERSON_NAME_MAX_LENGTH,
  personNameSchema,
  roleIdentifierSchema,
  USER_IMPORT_LIST_SEPARATOR,
  type UserImportRow,
} from '@slidewise/core';
import type { ImportLine } from './parse-file.ts';

export interface KnownPerson {
  id: string;
  accountId: string;
  firstName: string;
  lastName: string;
  roles: string[];
  groupIds: ReadonlySet<string>;
}

export interface ImportContext {
  accountId: string;
  /** The account's user groups by lower-case name. */
  groupsByName: ReadonlyMap<string, { id: string; name: string }>;
  /** Everyone who already has one of the file's addresses, in any account, by address. */
  peopleByEmail: ReadonlyMap<string, KnownPerson>;
}

/** What importing one row does, beside the row's report. */
export interface PlannedRow {
  report: UserImportRow;
  email: string;
  firstName: string;
  lastName: string;
  /** The roles to hold after the import; for an update, the person's roles they keep as they are included. */
  roles: string[];
  groupIds: string[];
  existingId: string | undefined;
}

/** The default role of a new person whose row names none. */
const DEFAULT_ROLE = 'app-user';

/** The items of a list cell, each once (a role or group named twice is one). */
const splitList = (cell: string) => [
  ...new Set(
    cell
      .split(USER_IMPORT_LIST_SEPARATOR)
      .map((item) => item.trim())
      .filter((item) => item !== ''),
  ),
];

const sameSet = (first: readonly string[], second: readonly string[]) =>
  first.length === second.length && first.every((item) => second.includes(item));

/**
 * Checks every row before anything is written (spec: a preview with per-row errors) and plans what the
 * import does: create a new person, update one of the account, leave one unchanged, or nothing for a row
 * in error. A later row repeating an earlier row's address is a duplicate.
 */
export function checkRows(lines: readonly ImportLine[], context: ImportContext): PlannedRow[] {
  const seen = new Set<string>();
  return lines.map((line, index) => {
    const errors: UserImportRow['errors'] = [];
    const parsedEmail = emailSchema.safeParse(line.userEmail);
    const email = parsedEmail.success ? parsedEmail.data : line.userEmail;
    if (!parsedEmail.success) {
      errors.push({ code: 'bad_email', value: line.userEmail, message: `"${line.userEmail}" is not an e-mail address.` });
    } else if (seen.has(email)) errors.push({ code: 'duplicate', value: email, message: `${email} appears on an earlier row.` });
    seen.add(email);
    if (line.userFirstName === '' || line.userLastName === '') {
      errors.push({ code: 'missing_name', message: 'Both a first and a last name are needed.' });
    } else if (!personNameSchema.safeParse(line.userFirstName).success || !personNameSchema.safeParse(line.userLastName).success) {
      // The same rule as the person form: a cell pasted with line breaks or a paragraph is not a name.
      errors.push({ code: 'bad_name', message: `A name is one line of at most ${PERSON_NAME_MAX_LENGTH} characters.` });
    }

    const roleNames = splitList(line.userRoles);
    for (const role of roleNames) {
      if (!roleIdentifierSchema.safeParse(role).success) {
        errors.push({ code: 'unknown_role', value: role, message: `There is no role "${role}".` });
      } else if (!invitableRoleSchema.safeParse(role).success) {
        errors.push({ code: 'role_not_allowed', value: role, message: `The role "${role}" cannot be given by an import.` });
      }
    }
    const groupNames = splitList(line.userGroups);
    const groups = groupNames.map((name) => context.groupsByName.get(name.toLowerCase()));
    groupNames.forEach((name, position) => {
      if (!groups[position]) errors.push({ code: 'unknown_group', value: name, message: `There is no user group named "${name}".` });
    });

    const existing = parsedEmail.success ? context.peopleByEmail.get(email) : undefined;
    if (existing && existing.accountId !== context.accountId) {
      errors.push({ code: 'other_account', value: email, message: `${email} belongs to someone in another account.` });
    }
    const groupIds = [...new Set(groups.flatMap((group) => (group ? [group.id] : [])))];
    // An update sets the roles the row names (keeping roles an import cannot give); none named keeps them.
    const kept = existing?.roles.filter((role) => !invitableRoleSchema.safeParse(role).success) ?? [];
    const roles = roleNames.length === 0 ? (existing?.roles ?? [DEFAULT_ROLE]) : [...new Set([...kept, ...roleNames])];

    let outcome: UserImportRow['outcome'] = 'create';
    if (errors.length > 0) outcome = 'error';
    else if (existing) {
      const unchanged =
        existing.firstName === line.userFirstName &&
        existing.lastName === line.userLastName &&
        sameSet(existing.roles, roles) &&
        groupIds.every((id) => existing.groupIds.has(id));
      outcome = unchanged ? 'unchanged' : 'update';
    }
    return {
      report: {
        rowNumber: index + 1,
        email: line.userEmail,
        firstName: line.userFirstName,
        lastName: line.userLastName,
        roles: roleNames,
        userGroups: groupNames,
        outcome,
        errors,
      },
      email,
      firstName: line.userFirstName,
      lastName: line.userLastName,
      roles,
      groupIds,
      existingId: existing?.id,
    };
  });
}
