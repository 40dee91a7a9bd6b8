import { memo } from 'react';
import { slideEditorActions, type Slide } from '@slidewise/core';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../api/index.ts';
import { Alert } from '../../../ui/primitives/Alert.tsx';
import { Button } from '../../../ui/primitives/Button.tsx';
import { Dialog } from '../../../ui/primitives/Dialog.tsx';
import { Spinner } from '../../../ui/primitives/Spinner.tsx';
import { useSlideTemplates } from '../data/lesson-editor-queries.ts';
import { TemplateLibraryDialog } from '../library/index.ts';
import { useLessonEdit, useLessonEditSession } from './lesson-edit-context.ts';

/**
 * The template library, for adding a slide after the current one (the new slide is selected), or copies
 * of slides of another lesson. Its catalogue is the plan's (GET /api/slide-templates), asked for when
 * the editor opens.
 */
export const AddSlideDialog = memo(function AddSlideDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const session = useLessonEditSession();
  const templates = useSlideTemplates();
  const currentTemplateIndex = useLessonEdit((state) => state.editor.currentTemplateIndex);
  const lessonIsEmpty = useLessonEdit((state) => state.editor.slides.length === 0);

  if (!open) return null;
  if (!templates.isSuccess) {
    return (
      <Dialog
        open
        title={t('lessonEditor.slides.add')}
        onClose={onClose}
        actions={
          <>
            <Button variant="secondary" onClick={onClose}>
              {t('dialog.cancel')}
            </Button>
            {templates.isError ? <Button onClick={() => void templates.refetch()}>{t('lessonEditor.retry')}</Button> : null}
          </>
        }
      >
        {templates.isError ? (
          <Alert tone="negative">
            <p>{t('lessonEditor.templatesFailed')}</p>
            <p>{apiErrorMessage(templates.error, t)}</p>
          </Alert>
        ) : (
          <Spinner label={t('lessonEditor.templatesLoading')} />
        )}
      </Dialog>
    );
  }

  const insert = (slides: Slide[]) => {
    const [only] = slides;
    if (slides.length === 1 && only) {
      // A new slide from a template (an exit slide too) goes after the current one and is selected.
      const { editor } = session.getState();
      session.dispatch(slideEditorActions.add(only, () => only.id, editor.slides.length === 0 ? 0 : editor.currentSlideIndex + 1));
    } else {
      // Copies of another lesson's slides (already given new ids): one undo step, after the current slide.
      session.dispatch({ type: 'insert', slides });
    }
  };

  return (
    <TemplateLibraryDialog
      open
      onClose={onClose}
      templates={templates.data.items}
      currentTemplateIndex={currentTemplateIndex}
      lessonIsEmpty={lessonIsEmpty}
      onCurrentTemplateChange={(index) => session.dispatch(slideEditorActions.chooseTemplate(index))}
      onInsert={insert}
      newId={session.newId}
      lessonId={session.lessonId}
    />
  );
});
