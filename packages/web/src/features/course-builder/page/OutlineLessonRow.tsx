import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { CourseModule, LessonSummary } from '@slidewise/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys, updateLesson } from '../../../api/index.ts';
import { Button } from '../../../ui/primitives/Button.tsx';
import { InlineRename } from './InlineRename.tsx';

/** The select's value for "Not in a module". */
const NO_MODULE = '';

interface OutlineLessonRowProps {
  lesson: LessonSummary;
  moduleId: string | null;
  modules: CourseModule[];
  index: number;
  count: number;
  canEdit: boolean;
  onMove: (lessonId: string, moduleId: string | null, index: number) => void;
}

export function OutlineLessonRow({ lesson, moduleId, modules, index, count, canEdit, onMove }: OutlineLessonRowProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [renaming, setRenaming] = useState(false);
  const [title, setTitle] = useState<string | null>(null);
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: lesson.id, disabled: !canEdit });
  const shownTitle = title ?? lesson.title;

  const rename = async (next: string) => {
    setTitle(next);
    try {
      await updateLesson(lesson.id, { title: next, version: lesson.version });
      await queryClient.invalidateQueries({ queryKey: queryKeys.course.lessons(lesson.courseId) });
    } catch {
      // The request layer showed the message; the old title comes back.
    } finally {
      setTitle(null);
    }
  };

  return (
    <li
      ref={setNodeRef}
      className={`course-builder__lesson${isDragging ? ' course-builder__lesson--dragging' : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      {canEdit ? (
        <button
          type="button"
          className="course-builder__handle"
          aria-label={t('courseBuilder.dragLesson', { title: shownTitle })}
          {...attributes}
          {...listeners}
        >
          <span aria-hidden="true">⠿</span>
        </button>
      ) : null}
      <span className="course-builder__kind">{t(`courseEditor.lessonKinds.${lesson.kind}`)}</span>
      {renaming ? (
        <InlineRename
          value={lesson.title}
          label={t('courseBuilder.lessonTitle')}
          onSave={(next) => void rename(next)}
          onDone={() => setRenaming(false)}
        />
      ) : (
        <span className="course-builder__lesson-title">{shownTitle}</span>
      )}
      {canEdit && !renaming ? (
        <span className="course-builder__lesson-actions">
          <Button
            variant="quiet"
            onClick={() => setRenaming(true)}
            aria-label={t('courseBuilder.renameLessonNamed', { title: shownTitle })}
          >
            {t('courseBuilder.rename')}
          </Button>
          {moduleId !== null ? (
            <>
              <Button
                variant="quiet"
                disabled={index === 0}
                onClick={() => onMove(lesson.id, moduleId, index - 1)}
                aria-label={t('courseBuilder.moveUpNamed', { title: shownTitle })}
              >
                ↑
              </Button>
              <Button
                variant="quiet"
                disabled={index === count - 1}
                onClick={() => onMove(lesson.id, moduleId, index + 1)}
                aria-label={t('courseBuilder.moveDownNamed', { title: shownTitle })}
              >
                ↓
              </Button>
            </>
          ) : null}
          <label className="course-builder__move">
            <span className="visually-hidden">{t('courseBuilder.moduleOf', { title: shownTitle })}</span>
            <select
              className="field__input field__select"
              value={moduleId ?? NO_MODULE}
              onChange={(event) => onMove(lesson.id, event.target.value === NO_MODULE ? null : event.target.value, Number.MAX_SAFE_INTEGER)}
            >
              <option value={NO_MODULE}>{t('courseBuilder.notInModule')}</option>
              {modules.map((module) => (
                <option key={module.id} value={module.id}>
                  {module.title || t('courseBuilder.untitledModule')}
                </option>
              ))}
            </select>
          </label>
        </span>
      ) : null}
    </li>
  );
}
