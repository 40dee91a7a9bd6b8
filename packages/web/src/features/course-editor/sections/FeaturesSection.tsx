import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Switch } from '../../../ui/primitives/Switch.tsx';
import { useCourseEditSession, useCourseEditState } from '../editor/course-edit-context.ts';
import { useAccountSwitch } from '../../account/index.ts';

/** Group training and the leaderboard: each switch saves at once through its own call (spec §7). */
export function FeaturesSection() {
  const { t } = useTranslation();
  const session = useCourseEditSession();
  const { changed } = useCourseEditState();
  // leaderboardEnabled off: no leaderboard anywhere, so none is offered (the server refuses to switch one on).
  const leaderboards = useAccountSwitch('leaderboardEnabled');
  return (
    <div className="editor-form">
      <Switch
        label={t('courseEditor.features.groupTraining')}
        hint={t('courseEditor.features.groupTrainingHint')}
        checked={changed.isGroupTrainingEnabled}
        onChange={(event) => session.edit({ isGroupTrainingEnabled: event.target.checked })}
      />
      {changed.isGroupTrainingEnabled && changed.id !== 'new' ? (
        <Link to={`/course/${encodeURIComponent(changed.id)}/group-training`}>{t('groupTraining.openSessions')}</Link>
      ) : null}
      {leaderboards === false ? (
        <p className="field__hint">{t('courseEditor.features.leaderboardsSwitchedOff')}</p>
      ) : (
        <Switch
          label={t('courseEditor.features.leaderboard')}
          hint={t('courseEditor.features.leaderboardHint')}
          checked={changed.leaderboard.isEnabled}
          onChange={(event) => session.edit({ leaderboard: { ...changed.leaderboard, isEnabled: event.target.checked } })}
        />
      )}
    </div>
  );
}
