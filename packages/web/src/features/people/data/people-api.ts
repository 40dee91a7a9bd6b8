import {
  invitationContracts,
  inviteCodeContracts,
  ownAccountContracts,
  peopleContracts,
  userGroupContracts,
  type BulkUserBody,
  type InvitationCreateBody,
  type InviteCodeCreateBody,
  type UserCreateBody,
  type UserDirectoryQuery,
  type UserGroupUpdateBody,
  type UserImportReport,
  type UserUpdateBody,
} from '@slidewise/core';
import { callContract } from '../../../api/index.ts';
import { apiErrorFromResponse } from '../../../api/api-error.ts';

// Forms show their failures beside them, so these calls are silent (no global toast).
const silent = { silent: true } as const;

export const listDirectory = (query: Partial<UserDirectoryQuery>) => callContract(peopleContracts.directory, { query });
export const getPerson = (userId: string) => callContract(peopleContracts.detail, { params: { userId } });
export const createPerson = (body: UserCreateBody) => callContract(peopleContracts.create, { body }, silent);
export const updatePerson = (userId: string, body: UserUpdateBody) =>
  callContract(peopleContracts.update, { params: { userId }, body }, silent);
export const deactivatePerson = (userId: string) => callContract(peopleContracts.deactivate, { params: { userId } }, silent);
export const reactivatePerson = (userId: string) => callContract(peopleContracts.reactivate, { params: { userId } }, silent);
export const deletePerson = (userId: string) => callContract(peopleContracts.remove, { params: { userId } }, silent);
export const bulkAction = (body: BulkUserBody) => callContract(peopleContracts.bulk, { body }, silent);

export const invitePeople = (body: InvitationCreateBody) => callContract(invitationContracts.create, { body }, silent);
export const previewInvitation = (token: string) => callContract(invitationContracts.preview, { body: { token } }, silent);
export const acceptInvitation = (body: { token: string; firstName: string; lastName: string; password: string }) =>
  callContract(invitationContracts.accept, { body }, silent);

export const listInviteCodes = () => callContract(inviteCodeContracts.list, {});
export const createInviteCode = (body: Partial<InviteCodeCreateBody>) => callContract(inviteCodeContracts.create, { body }, silent);
export const revokeInviteCode = (code: string) => callContract(inviteCodeContracts.revoke, { params: { code } }, silent);

export const getUserGroup = (id: string) => callContract(userGroupContracts.detail, { params: { id } });
export const updateUserGroup = (id: string, body: UserGroupUpdateBody) =>
  callContract(userGroupContracts.update, { params: { id }, body }, silent);
export const deleteUserGroup = (id: string) => callContract(userGroupContracts.remove, { params: { id } }, silent);
export const addGroupMembers = (id: string, userIds: string[]) =>
  callContract(userGroupContracts.addMembers, { params: { id }, body: { userIds } }, silent);
export const removeGroupMembers = (id: string, userIds: string[]) =>
  callContract(userGroupContracts.removeMembers, { params: { id }, body: { userIds } }, silent);

export const updateOwnName = (body: { firstName: string; lastName: string }) =>
  callContract(ownAccountContracts.updateName, { body }, silent);
export const changeOwnPassword = (body: { currentPassword: string; newPassword: string }) =>
  callContract(ownAccountContracts.changePassword, { body }, silent);
export const requestPasswordReset = (email: string) => callContract(ownAccountContracts.requestPasswordReset, { body: { email } }, silent);
export const resetPassword = (body: { token: string; password: string }) =>
  callContract(ownAccountContracts.resetPassword, { body }, silent);

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The file goes as the request's body, typed by its kind (the JSON client cannot send it). A 422 carries
 * the report too: rows in error, nothing written.
 */
export async function sendImportFile(file: File, mode: 'preview' | 'apply'): Promise<UserImportReport> {
  const contract = mode === 'apply' ? peopleContracts.import : peopleContracts.importPreview;
  const isSpreadsheet = file.name.toLowerCase().endsWith('.xlsx');
  // After the preview the administrator has seen every error: the rows in error are left out, the rest written.
  const response = await fetch(mode === 'apply' ? `${contract.path}?skipInvalid=true` : contract.path, {
    method: contract.method,
    credentials: 'include',
    headers: { Accept: 'application/json', 'Content-Type': isSpreadsheet ? XLSX_TYPE : 'text/csv' },
    body: isSpreadsheet ? await file.arrayBuffer() : await file.text(),
  });
  if (!response.ok && response.status !== 422) throw await apiErrorFromResponse(response, undefined);
  return contract.responses[200].parse(await response.json());
}
