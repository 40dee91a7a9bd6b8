import type { LessonSummary } from '@slidewise/core';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../../api/index.ts';
import { Alert } from '../../../../ui/primitives/Alert.tsx';
import { Button } from '../../../../ui/primitives/Button.tsx';
import { ConfirmDialog } from '../../../../ui/primitives/ConfirmDialog.tsx';
import { Spinner } from '../../../../ui/primitives/Spinner.tsx';
import { useToast } from '../../../../ui/toasts/toast-context.ts';
import { useCourseLessons } from '../../../../api/course-queries.ts';
import { useCourseEditState } from '../../editor/course-edit-context.ts';
import { moveById, moveByOffset } from '../../state/reorder.ts';
import { AddLessonForm } from './AddLessonForm.tsx';
import { LessonRow } from './LessonRow.tsx';
import { useLessonOperations } from './use-lesson-operations.ts';
import { useStableCallback } from '../../../../ui/hooks/use-stable-callback.ts';
import { ConvertDocumentActions } from '../../../documents/index.ts';

/**
 * Rows drawn in the first frame; a long course draws the rest right after, in a transition that yields
 * to the user, so the first lessons show at once even for a course of hundreds.
 */
const FIRST_FRAME_ROWS = 40;

/** The course's lessons: add each kind, reorder by drag or keyboard, copy, delete, publish a selection. */
export function LessonsSection() {
  const { t } = useTranslation();
  const toast = useToast();
  const courseId = useCourseEditState().original.id;
  const lessons = useCourseLessons(courseId);
  const operations = useLessonOperations(courseId);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [deleting, setDeleting] = useState<LessonSummary | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const focusAfterMove = useRef<string | null>(null);
  const items = useMemo(() => lessons.data ?? [], [lessons.data]);
  const [rowLimit, setRowLimit] = useState(FIRST_FRAME_ROWS);
  const shownItems = items.length > rowLimit ? items.slice(0, rowLimit) : items;

  useEffect(() => {
    if (items.length <= rowLimit) return;
    const timer = setTimeout(() => startTransition(() => setRowLimit(Number.POSITIVE_INFINITY)));
    return () => clearTimeout(timer);
  }, [items.length, rowLimit]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  // A moved row is re-rendered in its new place; the focus follows the button the user pressed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the moved rows are drawn, to give focus back to the button pressed.
  useEffect(() => {
    const target = focusAfterMove.current;
    if (!target) return;
    focusAfterMove.current = null;
    const [id, direction] = target.split('|');
    const button = document.getElementById(`lesson-${id}-${direction}`) as HTMLButtonElement | null;
    const other = document.getElementById(`lesson-${id}-${direction === 'up' ? 'down' : 'up'}`) as HTMLButtonElement | null;
    (button && !button.disabled ? button : other)?.focus();
  }, [items]);

  const titleOf = (id: UniqueIdentifier) => items.find((lesson) => lesson.id === id)?.title ?? '';
  const positionOf = (id: UniqueIdentifier) => items.findIndex((lesson) => lesson.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('courseEditor.lessons.dragStart', { title: titleOf(active.id), position: positionOf(active.id), total: items.length }),
    onDragOver: ({ active, over }) =>
      over
        ? t('courseEditor.lessons.dragOver', { title: titleOf(active.id), position: positionOf(over.id), total: items.length })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over ? t('courseEditor.lessons.moved', { title: titleOf(active.id), position: positionOf(over.id), total: items.length }) : undefined,
    onDragCancel: ({ active }) => t('courseEditor.lessons.dragCancel', { title: titleOf(active.id) }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    void operations.reorder(moveById(items, String(active.id), String(over.id)));
  };

  const move = useStableCallback((lesson: LessonSummary, offset: -1 | 1) => {
    const reordered = moveByOffset(items, lesson.id, offset);
    const position = reordered.findIndex((each) => each.id === lesson.id) + 1;
    focusAfterMove.current = `${lesson.id}|${offset < 0 ? 'up' : 'down'}`;
    setAnnouncement(t('courseEditor.lessons.moved', { title: lesson.title, position, total: reordered.length }));
    void operations.reorder(reordered);
  });
  const select = useStableCallback((lesson: LessonSummary, isSelected: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (isSelected) next.add(lesson.id);
      else next.delete(lesson.id);
      return next;
    }),
  );
  const copy = useStableCallback((lesson: LessonSummary) => {
    void operations.copy(lesson).then((copied) => copied && setAnnouncement(t('courseEditor.lessons.copied', { title: lesson.title })));
  });
  const askToDelete = useStableCallback((lesson: LessonSummary) => setDeleting(lesson));
  const ids = useMemo(() => items.map((lesson) => lesson.id), [items]);

  const selectedIds = items.filter((lesson) => selected.has(lesson.id)).map((lesson) => lesson.id);
  const allSelected = items.length > 0 && selectedIds.length === items.length;

  const publishSelected = async () => {
    if (await operations.publish(selectedIds)) {
      toast.add({ variant: 'success', message: t('courseEditor.lessons.publishedCount', { count: selectedIds.length }) });
      setSelected(new Set());
    }
  };

  return (
    <div className="editor-form">
      <AddLessonForm
        busy={operations.busy}
        onAdd={async (kind, title) => {
          const added = await operations.add(kind, title);
          if (added) setAnnouncement(t('courseEditor.lessons.added', { title }));
          return added;
        }}
      />
      {/* Issue 17: a new lesson made from a document or a presentation. */}
      <div className="lesson-import">
        <ConvertDocumentActions target={{ kind: 'lesson', courseId }} />
      </div>

      {lessons.isPending ? <Spinner label={t('courseEditor.lessons.loading')} /> : null}
      {lessons.isError ? (
        <Alert tone="negative">
          <p>{t('courseEditor.lessons.loadFailed')}</p>
          <p>{apiErrorMessage(lessons.error, t)}</p>
        </Alert>
      ) : null}

      {lessons.isSuccess && items.length === 0 ? (
        <div className="editor-empty">
          <p className="editor-empty__title">{t('courseEditor.lessons.emptyTitle')}</p>
          <p>{t('courseEditor.lessons.emptyText')}</p>
        </div>
      ) : null}

      {items.length > 0 ? (
        <>
          <div className="lesson-toolbar">
            <label className="lesson-toolbar__select-all">
              <input
                type="checkbox"
                checked={allSelected}
                ref={(input) => {
                  if (input) input.indeterminate = selectedIds.length > 0 && !allSelected;
                }}
                onChange={(event) => setSelected(event.target.checked ? new Set(items.map((lesson) => lesson.id)) : new Set())}
              />
              {t('courseEditor.lessons.selectAll')}
            </label>
            <span className="lesson-toolbar__count">{t('courseEditor.lessons.count', { count: items.length })}</span>
            <Button variant="secondary" disabled={selectedIds.length === 0 || operations.busy} onClick={() => void publishSelected()}>
              {t('courseEditor.lessons.publishSelected', { count: selectedIds.length })}
            </Button>
          </div>
          <p className="field__hint" id="lesson-reorder-hint">
            {t('courseEditor.lessons.reorderHint')}
          </p>
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={onDragEnd}
            accessibility={{ announcements, screenReaderInstructions: { draggable: t('courseEditor.lessons.dragInstructions') } }}
          >
            <SortableContext items={ids} strategy={verticalListSortingStrategy}>
              <ol className="lesson-list" aria-label={t('courseEditor.sections.lessons')} aria-describedby="lesson-reorder-hint">
                {shownItems.map((lesson, index) => (
                  <LessonRow
                    key={lesson.id}
                    lesson={lesson}
                    position={index + 1}
                    total={items.length}
                    selected={selected.has(lesson.id)}
                    onSelect={select}
                    onMove={move}
                    onCopy={copy}
                    onDelete={askToDelete}
                  />
                ))}
              </ol>
            </SortableContext>
          </DndContext>
        </>
      ) : null}

      <p className="visually-hidden" role="status">
        {announcement}
      </p>

      <ConfirmDialog
        open={deleting !== null}
        title={t('courseEditor.lessons.deleteTitle')}
        confirmLabel={t('courseEditor.lessons.deleteConfirm')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const lesson = deleting;
          setDeleting(null);
          if (lesson) {
            void operations.remove(lesson).then((removed) => {
              if (!removed) return;
              setAnnouncement(t('courseEditor.lessons.deleted', { title: lesson.title }));
              setSelected((current) => {
                const next = new Set(current);
                next.delete(lesson.id);
                return next;
              });
            });
          }
        }}
      >
        <p>{t('courseEditor.lessons.deleteText', { title: deleting?.title ?? '' })}</p>
      </ConfirmDialog>
    </div>
  );
}
