import { platformContracts, type PlatformAccount, type PlatformPlanUpdate } from '@slidewise/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callContract } from '../../../api/index.ts';

const platformKeys = {
  all: ['platform', 'accounts'] as const,
  accounts: (search: string) => ['platform', 'accounts', { search }] as const,
};

export function usePlatformAccounts(search: string) {
  return useQuery({
    queryKey: platformKeys.accounts(search),
    queryFn: () => callContract(platformContracts.listAccounts, { query: search ? { search } : {} }),
  });
}

export function useChangePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ accountId, body }: { accountId: string; body: PlatformPlanUpdate }): Promise<PlatformAccount> =>
      callContract(platformContracts.changePlan, { params: { accountId }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: platformKeys.all }),
  });
}
