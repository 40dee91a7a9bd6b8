import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../api/index.ts';
import { Button } from '../../../ui/primitives/Button.tsx';
import { Dialog } from '../../../ui/primitives/Dialog.tsx';
import { useCourseEditSession, useCourseEditState } from './course-edit-context.ts';

/**
 * A save refused as stale (409): the user's edits are still on screen, and nothing is overwritten
 * until they choose. There is no close button: the choice has to be made.
 */
export function ConflictDialog() {
  const { t } = useTranslation();
  const session = useCourseEditSession();
  const { conflict, original } = useCourseEditState();
  const queryClient = useQueryClient();
  // Whoever changed the course may have changed its lessons too; the list is read again either way.
  const choose = (keep: 'theirs' | 'mine') => {
    session.resolveConflict(keep);
    void queryClient.invalidateQueries({ queryKey: queryKeys.course.lessons(original.id) });
  };
  return (
    <Dialog
      open={conflict !== null}
      role="alertdialog"
      title={t('courseEditor.conflict.title')}
      actions={
        <>
          <Button variant="secondary" onClick={() => choose('theirs')}>
            {t('courseEditor.conflict.reloadTheirs')}
          </Button>
          <Button onClick={() => choose('mine')}>{t('courseEditor.conflict.keepMine')}</Button>
        </>
      }
    >
      <p>{t('courseEditor.conflict.text')}</p>
    </Dialog>
  );
}
