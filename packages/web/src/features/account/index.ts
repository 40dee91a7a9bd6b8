export { AccountSummary } from './AccountSummary.tsx';
export { useAccount, usePlan } from './data/account-queries.ts';
