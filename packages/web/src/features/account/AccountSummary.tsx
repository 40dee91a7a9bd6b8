import { useTranslation } from 'react-i18next';
import { useAccount, usePlan } from './data/account-queries.ts';
import './account-summary.css';

/** One line naming the account and its plan; nothing until both are known. */
export function AccountSummary() {
  const { t } = useTranslation();
  const account = useAccount();
  const plan = usePlan();
  if (!account.data || !plan.data) return null;
  const { displayName, name } = plan.data.currentPlan;
  const planName = displayName || name;
  return (
    <p className="account-summary">{planName ? t('account.summary', { account: account.data.name, plan: planName }) : account.data.name}</p>
  );
}
