import { planIncludes, planKindSchema, type ProFeature } from '@slidewise/core';
import { useTranslation } from 'react-i18next';
import { usePlan } from './data/account-queries.ts';
import './upgrade-prompt.css';

/**
 * Spec §6: the upgrade-to-Pro prompt, for recurring certification and advanced certificates (or any Pro
 * feature of core's proFeatures). Shows only when the account's plan lacks the feature; nothing while the
 * plan is loading. Put it beside the control the feature would change, and disable that control with
 * `usePlanIncludes(feature) === false`.
 */
export function UpgradePrompt({ feature }: { feature: ProFeature }) {
  const { t } = useTranslation();
  const included = usePlanIncludes(feature);
  if (included !== false) return null;
  return (
    <aside className="upgrade-prompt" aria-label={t('account.upgrade.label')}>
      <p className="upgrade-prompt__title">{t(`account.upgrade.features.${feature}.title`)}</p>
      <p className="upgrade-prompt__text">{t(`account.upgrade.features.${feature}.text`)}</p>
      <p className="upgrade-prompt__action">{t('account.upgrade.action')}</p>
    </aside>
  );
}

/** Whether the account's plan includes a Pro feature; undefined until the plan is known. */
export function usePlanIncludes(feature: ProFeature): boolean | undefined {
  const plan = usePlan();
  if (!plan.data) return undefined;
  const kind = planKindSchema.safeParse(plan.data.currentPlan.id).data ?? 'freemium';
  return planIncludes(kind, feature);
}
