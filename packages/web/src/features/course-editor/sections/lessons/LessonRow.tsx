import type { LessonSummary } from '@slidewise/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LessonKindIcon } from './LessonKindIcon.tsx';
import '../../../../ui/glyphs/glyphs.css';
import { lessonPath } from './lesson-paths.ts';

interface LessonRowProps {
  lesson: LessonSummary;
  position: number;
  total: number;
  selected: boolean;
  onSelect(lesson: LessonSummary, selected: boolean): void;
  onMove(lesson: LessonSummary, offset: -1 | 1): void;
  onCopy(lesson: LessonSummary): void;
  onDelete(lesson: LessonSummary): void;
}

/** One lesson: drag handle, selection, kind, title, published state and its actions. */
// The row's buttons stay enabled while a call runs: calls queue one after the other, and a button
// disabled under the user's finger would drop the keyboard focus.
// Memoised: a course may hold hundreds of lessons, and a change to one row must not re-render the rest.
export const LessonRow = memo(function LessonRow({
  lesson,
  position,
  total,
  selected,
  onSelect,
  onMove,
  onCopy,
  onDelete,
}: LessonRowProps) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: lesson.id });
  const kindLabel = t(`courseEditor.lessonKinds.${lesson.kind}`);
  const state = lesson.isPublished ? (lesson.hasUnpublishedChanges ? 'changed' : 'published') : 'unpublished';

  return (
    <li
      ref={setNodeRef}
      className={`lesson-row${isDragging ? ' lesson-row--dragging' : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-lesson-id={lesson.id}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="lesson-row__handle"
        aria-label={t('courseEditor.lessons.drag', { title: lesson.title })}
        {...attributes}
        {...listeners}
      >
        <span className="glyph glyph--handle" aria-hidden="true" />
      </button>
      <input
        type="checkbox"
        className="lesson-row__select"
        checked={selected}
        aria-label={t('courseEditor.lessons.select', { title: lesson.title })}
        onChange={(event) => onSelect(lesson, event.target.checked)}
      />
      <div className="lesson-row__main">
        <span className="lesson-row__kind">
          <LessonKindIcon kind={lesson.kind} />
          <span>{kindLabel}</span>
        </span>
        <Link className="lesson-row__title" to={lessonPath(lesson.kind, lesson.id)}>
          {lesson.title}
        </Link>
        <span className={`lesson-row__state lesson-row__state--${state}`}>{t(`courseEditor.lessons.state.${state}`)}</span>
      </div>
      <div className="lesson-row__actions">
        <button
          type="button"
          id={`lesson-${lesson.id}-up`}
          className="icon-button"
          disabled={position === 1}
          aria-label={t('courseEditor.lessons.moveUp', { title: lesson.title })}
          onClick={() => onMove(lesson, -1)}
        >
          <span className="glyph glyph--up" aria-hidden="true" />
        </button>
        <button
          type="button"
          id={`lesson-${lesson.id}-down`}
          className="icon-button"
          disabled={position === total}
          aria-label={t('courseEditor.lessons.moveDown', { title: lesson.title })}
          onClick={() => onMove(lesson, 1)}
        >
          <span className="glyph glyph--down" aria-hidden="true" />
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={t('courseEditor.lessons.copy', { title: lesson.title })}
          onClick={() => onCopy(lesson)}
        >
          <span className="glyph glyph--copy" aria-hidden="true" />
        </button>
        <button
          type="button"
          className="icon-button icon-button--danger"
          aria-label={t('courseEditor.lessons.delete', { title: lesson.title })}
          onClick={() => onDelete(lesson)}
        >
          <span className="glyph glyph--delete" aria-hidden="true" />
        </button>
      </div>
    </li>
  );
});
