import type { AccountFeatureSwitch, AccountSwitchValues } from '@slidewise/core';
import { useTranslation } from 'react-i18next';
import { Switch } from '../../ui/primitives/Switch.tsx';

/** The switches of spec §3.6 the features section shows, in the order a reader meets the features. */
export const listedSwitches = [
  'leaderboardEnabled',
  'starsEnabled',
  'starBarEnabled',
  'coursePrerequisitesEnabled',
  'courseCompletionCertificateEnabled',
  'certificationEnabled',
  'coursePublicPreviewLinksEnabled',
  'avatarUploadEnabled',
  'hideActivityFeedEnabled',
  'dynamicUserGroupEnabled',
  'brainboostEnabled',
  'mindfulLearningEnabled',
] as const satisfies readonly AccountFeatureSwitch[];

/**
 * Switches kept for features Slidewise does not have yet: nothing reads them, and the settings page says
 * so beside each rather than let an administrator think they changed something.
 */
export const notYetReadSwitches = [
  'brainboostEnabled',
  'mindfulLearningEnabled',
  'hideActivityFeedEnabled',
] as const satisfies readonly AccountFeatureSwitch[];

interface FeatureSwitchesProps {
  names: readonly AccountFeatureSwitch[];
  values: AccountSwitchValues;
  onChange: (name: AccountFeatureSwitch, value: boolean) => void;
  /** A note per switch the plan does not allow (the switch can still be set for when it does). */
  notes?: Partial<Record<AccountFeatureSwitch, string>>;
}

/** One switch per feature, each with what it does, so an administrator knows what they turn on or off. */
export function FeatureSwitches({ names, values, onChange, notes = {} }: FeatureSwitchesProps) {
  const { t } = useTranslation();
  return (
    <ul className="settings-switches">
      {names.map((name) => (
        <li key={name} className="settings-switches__item">
          <Switch
            label={t(`accountSettings.switches.${name}.label`)}
            hint={[
              t(`accountSettings.switches.${name}.hint`),
              (notYetReadSwitches as readonly string[]).includes(name) ? t('accountSettings.notBuiltYet') : undefined,
              notes[name],
            ]
              .filter(Boolean)
              .join(' ')}
            checked={values[name]}
            onChange={(event) => onChange(name, event.target.checked)}
          />
        </li>
      ))}
    </ul>
  );
}
