import { useTranslation } from 'react-i18next';
import { saveStatus } from '../../../ui/saving/edit-state.ts';
import { SaveStatusIndicator } from '../../../ui/saving/SaveStatusIndicator.tsx';
import { useCourseEditState } from './course-edit-context.ts';

/** spec §4 save cycle, always in view: saved, unsaved, saving, not saved, or changed elsewhere. */
export function SaveIndicator() {
  const { t } = useTranslation();
  const status = saveStatus(useCourseEditState());
  return <SaveStatusIndicator status={status} label={t(`courseEditor.save.${status}`)} />;
}
