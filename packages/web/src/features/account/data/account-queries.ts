import { useQuery } from '@tanstack/react-query';
import { getAccount, getPlan, queryKeys } from '../../../api/index.ts';

/** The signed-in user's account (spec templates §3.6). */
export function useAccount() {
  return useQuery({ queryKey: queryKeys.account, queryFn: getAccount });
}

/** The account's plan (spec templates §3.7). */
export function usePlan() {
  return useQuery({ queryKey: queryKeys.plan, queryFn: getPlan });
}
