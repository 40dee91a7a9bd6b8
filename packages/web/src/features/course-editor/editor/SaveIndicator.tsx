import { useTranslation } from 'react-i18next';
import { saveStatus } from '../state/edit-state.ts';
import { useCourseEditState } from './course-edit-context.ts';

/** spec §4 save cycle, always in view: saved, unsaved, saving, not saved, or changed elsewhere. */
export function SaveIndicator() {
  const { t } = useTranslation();
  const status = saveStatus(useCourseEditState());
  return (
    <p className={`save-indicator save-indicator--${status}`} role="status" data-save-status={status}>
      <span className="save-indicator__dot" aria-hidden="true" />
      {t(`courseEditor.save.${status}`)}
    </p>
  );
}
