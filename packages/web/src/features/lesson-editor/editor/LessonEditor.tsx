import { findSlideTemplate, slideEditorActions, type LessonAuthoringConfig, type Slide } from '@slidewise/core';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../api/index.ts';
import { Spinner } from '../../../ui/primitives/Spinner.tsx';
import { LeaveGuard } from '../../../ui/saving/LeaveGuard.tsx';
import { useToast } from '../../../ui/toasts/toast-context.ts';
import { PreviewPanel } from '../preview/PreviewPanel.tsx';
import { SlideList } from '../slide-list/SlideList.tsx';
import { createLessonEditSession, type LessonEditSession } from '../state/lesson-edit-session.ts';
import { EditorHeader } from './EditorHeader.tsx';
import { LessonEditContext, useLessonEdit, useLessonEditSession } from './lesson-edit-context.ts';
import { SaveProblemBanner } from './SaveProblemBanner.tsx';
import { SidePanel } from './SidePanel.tsx';
import { SlidesConflictDialog } from './SlidesConflictDialog.tsx';
import { AddSlideDialog } from './AddSlideDialog.tsx';
import { usePrefetchSlideTemplates } from '../data/lesson-editor-queries.ts';
import { useHistoryShortcuts } from './use-history-shortcuts.ts';
import { templateText } from '../library/index.ts';

/** The slide editor of one loaded lesson. */
export function LessonEditor({ config }: { config: LessonAuthoringConfig }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [session, setSession] = useState<LessonEditSession | null>(null);
  usePrefetchSlideTemplates();
  const tRef = useRef(t);
  tRef.current = t;

  // Made in an effect, not during render, so a development double-mount cannot leave two sessions
  // saving the same lesson; one session per lesson visit, so a refetch never replaces unsaved edits.
  const configRef = useRef(config);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one session per lesson: a new lesson id starts a new one, a refetch of the same lesson does not.
  useEffect(() => {
    const created = createLessonEditSession({ config: configRef.current, describeError: (error) => apiErrorMessage(error, tRef.current) });
    // A transition, so React waits for the first slide's renderer (primed when the config arrived)
    // rather than committing the preview's loading notice, which it would keep for at least 300 ms.
    startTransition(() => setSession(created));
    if (created.getState().restoredDraft) toast.add({ variant: 'info', message: tRef.current('lessonEditor.draftRestored') });
    return () => created.dispose();
  }, [config.lessonId, toast]);

  if (!session) return <Spinner label={t('lessonEditor.loading')} />;
  return (
    <LessonEditContext.Provider value={session}>
      <LessonEditorLayout config={config} />
    </LessonEditContext.Provider>
  );
}

function LessonEditorLayout({ config }: { config: LessonAuthoringConfig }) {
  const { t, i18n } = useTranslation();
  const session = useLessonEditSession();
  const slides = useLessonEdit((state) => state.editor.slides);
  const currentIndex = useLessonEdit((state) => state.editor.currentSlideIndex);
  const language = useLessonEdit((state) => state.editor.languageCode);
  const [adding, setAdding] = useState(false);
  const [title, setTitle] = useState(config.title);
  const slide: Slide | undefined = slides[currentIndex];
  useHistoryShortcuts(session);

  const templateNameOf = useCallback(
    (type: string) => {
      const template = findSlideTemplate(type);
      return template ? templateText(i18n, template).name : t('lessonEditor.slides.unknownTemplate', { type });
    },
    // The names follow the author's language.
    [t, i18n, i18n.resolvedLanguage],
  );
  const onSelect = useCallback((index: number) => session.dispatch(slideEditorActions.goTo(index)), [session]);
  const onMove = useCallback((from: number, to: number) => session.dispatch(slideEditorActions.reorder(from, to)), [session]);
  const onDelete = useCallback((index: number) => session.dispatch(slideEditorActions.delete(index)), [session]);
  const onDuplicate = useCallback(
    (index: number) => {
      const original = session.getState().editor.slides[index];
      if (original) session.dispatch(slideEditorActions.duplicate(original, index, session.newId));
    },
    [session],
  );
  const onAdd = useCallback(() => setAdding(true), []);
  const onAddClosed = useCallback(() => setAdding(false), []);
  const hasUnsavedWork = useCallback(() => session.hasUnsavedWork(), [session]);
  const saveAll = useCallback(async () => {
    await session.saveNow();
    const { editor } = session.getState();
    return editor.saved && !editor.conflict;
  }, [session]);

  // Made once per language: the layout renders on every change, and these parts never change with one.
  const leaveGuard = useMemo(
    () => (
      <LeaveGuard
        hasUnsavedWork={hasUnsavedWork}
        saveAll={saveAll}
        labels={{
          title: t('lessonEditor.leave.title'),
          text: t('lessonEditor.leave.text'),
          stay: t('lessonEditor.leave.stay'),
          saveAndLeave: t('lessonEditor.leave.saveAndLeave'),
          saving: t('lessonEditor.save.saving'),
        }}
      />
    ),
    [hasUnsavedWork, saveAll, t],
  );

  return (
    <div className="lesson-editor">
      <EditorHeader config={config} title={title} />
      <SaveProblemBanner />
      <div className="lesson-editor__body">
        <SlideList
          slides={slides}
          currentIndex={currentIndex}
          language={language}
          templateNameOf={templateNameOf}
          onSelect={onSelect}
          onMove={onMove}
          onAdd={onAdd}
          onDuplicate={onDuplicate}
          onDelete={onDelete}
        />
        <PreviewPanel
          slide={slide ?? null}
          templateName={slide ? templateNameOf(slide.type) : ''}
          position={currentIndex + 1}
          language={language}
        />
        <SidePanel slide={slide} position={currentIndex + 1} lessonId={config.lessonId} onTitleChange={setTitle} />
      </div>
      <AddSlideDialog open={adding} onClose={onAddClosed} />
      <SlidesConflictDialog templateNameOf={templateNameOf} />
      {leaveGuard}
    </div>
  );
}
