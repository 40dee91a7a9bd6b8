import { useTranslation } from 'react-i18next';
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
  const { conflict } = useCourseEditState();
  return (
    <Dialog
      open={conflict !== null}
      role="alertdialog"
      title={t('courseEditor.conflict.title')}
      actions={
        <>
          <Button variant="secondary" onClick={() => session.resolveConflict('theirs')}>
            {t('courseEditor.conflict.reloadTheirs')}
          </Button>
          <Button onClick={() => session.resolveConflict('mine')}>{t('courseEditor.conflict.keepMine')}</Button>
        </>
      }
    >
      <p>{t('courseEditor.conflict.text')}</p>
    </Dialog>
  );
}
