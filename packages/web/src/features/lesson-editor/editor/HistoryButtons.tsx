import { canRedo, canUndo, slideEditorActions } from '@slidewise/core';
import { useTranslation } from 'react-i18next';
import { useLessonEdit, useLessonEditSession } from './lesson-edit-context.ts';
import '../../../ui/glyphs/glyphs.css';

/** Undo and redo, with the shortcut in each button's title for pointer users. */
export function HistoryButtons() {
  const { t } = useTranslation();
  const session = useLessonEditSession();
  const undoable = useLessonEdit((state) => canUndo(state.editor));
  const redoable = useLessonEdit((state) => canRedo(state.editor));
  return (
    <div className="history-buttons" role="group" aria-label={t('lessonEditor.history.label')}>
      <button
        type="button"
        className="icon-button"
        disabled={!undoable}
        aria-label={t('lessonEditor.history.undo')}
        aria-keyshortcuts="Control+Z Meta+Z"
        title={t('lessonEditor.history.undoShortcut')}
        onClick={() => session.dispatch(slideEditorActions.undo())}
      >
        <span className="glyph glyph--undo" aria-hidden="true" />
      </button>
      <button
        type="button"
        className="icon-button"
        disabled={!redoable}
        aria-label={t('lessonEditor.history.redo')}
        aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
        title={t('lessonEditor.history.redoShortcut')}
        onClick={() => session.dispatch(slideEditorActions.redo())}
      >
        <span className="glyph glyph--redo" aria-hidden="true" />
      </button>
    </div>
  );
}
