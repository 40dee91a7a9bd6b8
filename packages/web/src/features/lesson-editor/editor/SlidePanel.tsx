import { findSlideTemplate, slideEditorActions, type Slide } from '@slidewise/core';
import { memo, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../ui/primitives/TextField.tsx';
import { editAction, listOperationAction, SlideForm, type FieldEdit, type ListOperation } from '../form/index.ts';
import { templateText } from '../library/index.ts';
import type { LessonEditSession } from '../state/lesson-edit-session.ts';
import { slideTitle } from '../slide-list/slide-title.ts';
import { useLessonEditSession } from './lesson-edit-context.ts';

/** The current slide's name and its template's form; every change goes to the session as an edit. */
export const SlidePanel = memo(function SlidePanel({ slide, position }: { slide: Slide | undefined; position: number }) {
  const { t, i18n } = useTranslation();
  const session = useLessonEditSession();
  const onEdit = useCallback((edit: FieldEdit) => session.dispatch(editAction(edit)), [session]);
  const onListOperation = useCallback((operation: ListOperation) => session.dispatch(listOperationAction(operation)), [session]);
  if (!slide) return <p className="slide-panel__empty">{t('lessonEditor.slidePanel.noSlide')}</p>;
  const template = findSlideTemplate(slide.type);

  return (
    <div className="slide-panel">
      <p className="slide-panel__eyebrow">
        {t('lessonEditor.slidePanel.heading', { position, template: template ? templateText(i18n, template).name : slide.type })}
      </p>
      <SlideNameField session={session} slide={slide} />
      {template ? (
        <SlideForm key={slide.id} template={template} data={slide.data} onEdit={onEdit} onListOperation={onListOperation} />
      ) : (
        <p className="slide-panel__empty">{t('lessonEditor.slidePanel.unknownTemplate', { type: slide.type })}</p>
      )}
    </div>
  );
});

function SlideNameField({ session, slide }: { session: LessonEditSession; slide: Slide }) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('lessonEditor.slidePanel.name')}
      hint={t('lessonEditor.slidePanel.nameHint')}
      value={slide.name}
      // Unnamed, the slide is listed by its title: the field says so rather than holding it as text.
      placeholder={slideTitle(slide.data) || undefined}
      maxLength={500}
      // Each keystroke continues the last: the session starts a new undo step after a pause.
      onChange={(event) => session.dispatch(slideEditorActions.editSlide({ name: event.target.value }, { continues: true }))}
    />
  );
}
