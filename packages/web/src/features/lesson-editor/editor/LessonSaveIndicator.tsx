import { useTranslation } from 'react-i18next';
import { SaveStatusIndicator } from '../../../ui/saving/SaveStatusIndicator.tsx';
import { lessonSaveStatus } from '../state/lesson-edit-session.ts';
import { useLessonEdit } from './lesson-edit-context.ts';

/** spec §4 save cycle of the slides, always in the header. */
export function LessonSaveIndicator() {
  const { t } = useTranslation();
  const status = useLessonEdit(lessonSaveStatus);
  return <SaveStatusIndicator status={status} label={t(`lessonEditor.save.${status}`)} />;
}
