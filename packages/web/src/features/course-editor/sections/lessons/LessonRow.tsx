import type { LessonSummary } from '@slidewise/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LessonKindIcon } from './LessonKindIcon.tsx';
import { lessonPath } from './lesson-paths.ts';

interface LessonRowProps {
  lesson: LessonSummary;
  position: number;
  total: number;
  selected: boolean;
  onSelect(selected: boolean): void;
  onMove(offset: -1 | 1): void;
  onCopy(): void;
  onDelete(): void;
}

/** One lesson: drag handle, selection, kind, title, published state and its actions. */
// The row's buttons stay enabled while a call runs: calls queue one after the other, and a button
// disabled under the user's finger would drop the keyboard focus.
export function LessonRow({ lesson, position, total, selected, onSelect, onMove, onCopy, onDelete }: LessonRowProps) {
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
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M9 6h.01M15 6h.01M9 12h.01M15 12h.01M9 18h.01M15 18h.01" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        </svg>
      </button>
      <input
        type="checkbox"
        className="lesson-row__select"
        checked={selected}
        aria-label={t('courseEditor.lessons.select', { title: lesson.title })}
        onChange={(event) => onSelect(event.target.checked)}
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
          onClick={() => onMove(-1)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 15l6-6 6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
        <button
          type="button"
          id={`lesson-${lesson.id}-down`}
          className="icon-button"
          disabled={position === total}
          aria-label={t('courseEditor.lessons.moveDown', { title: lesson.title })}
          onClick={() => onMove(1)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
        <button type="button" className="icon-button" aria-label={t('courseEditor.lessons.copy', { title: lesson.title })} onClick={onCopy}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M9 9h10v10H9z M5 15V5h10" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinejoin="round" />
          </svg>
        </button>
        <button
          type="button"
          className="icon-button icon-button--danger"
          aria-label={t('courseEditor.lessons.delete', { title: lesson.title })}
          onClick={onDelete}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M5 7h14 M10 7V4h4v3 M7 7l1 13h8l1-13 M10 11v6 M14 11v6" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </div>
    </li>
  );
}
