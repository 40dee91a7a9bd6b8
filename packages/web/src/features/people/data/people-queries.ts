import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserDirectoryQuery } from '@slidewise/core';
import { listUserGroups } from '../../../api/index.ts';
import { getPerson, getUserGroup, listDirectory, listInviteCodes } from './people-api.ts';

export const peopleQueryKeys = {
  all: ['people'] as const,
  directory: (query: Partial<UserDirectoryQuery>) => ['people', 'directory', query] as const,
  person: (userId: string) => ['people', 'person', userId] as const,
  groups: ['people', 'groups'] as const,
  group: (groupId: string) => ['people', 'group', groupId] as const,
  inviteCodes: ['people', 'invite-codes'] as const,
};

export const useDirectory = (query: Partial<UserDirectoryQuery>) =>
  useQuery({ queryKey: peopleQueryKeys.directory(query), queryFn: () => listDirectory(query), placeholderData: (previous) => previous });
export const usePerson = (userId: string) => useQuery({ queryKey: peopleQueryKeys.person(userId), queryFn: () => getPerson(userId) });
export const useUserGroups = () => useQuery({ queryKey: peopleQueryKeys.groups, queryFn: listUserGroups });
export const useUserGroup = (groupId: string) =>
  useQuery({ queryKey: peopleQueryKeys.group(groupId), queryFn: () => getUserGroup(groupId) });
export const useInviteCodes = () => useQuery({ queryKey: peopleQueryKeys.inviteCodes, queryFn: listInviteCodes });

/** A change to people or groups: every list, page and group of this feature is read again. */
export function usePeopleMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleQueryKeys.all }) });
}
