import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { CourseModule, LessonSummary } from '@slidewise/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/primitives/Button.tsx';
import { InlineAddLesson } from './InlineAddLesson.tsx';
import { InlineRename } from './InlineRename.tsx';
import { OutlineLessonRow } from './OutlineLessonRow.tsx';

/** The droppable id of the lessons in no module. */
export const UNASSIGNED = '__unassigned__';

interface ModuleSectionProps {
  courseId: string;
  /** null: the "Not in a module" list. */
  module: CourseModule | null;
  modules: CourseModule[];
  lessonIds: string[];
  lessonsById: Map<string, LessonSummary>;
  canEdit: boolean;
  onMove: (lessonId: string, moduleId: string | null, index: number) => void;
  onLessonAdded: (lesson: { id: string }, moduleId: string | null) => void;
  onRename?: (title: string) => void;
  onDelete?: () => void;
}

export function ModuleSection(props: ModuleSectionProps) {
  const { courseId, module, modules, lessonIds, lessonsById, canEdit, onMove, onLessonAdded, onRename, onDelete } = props;
  const { t } = useTranslation();
  const [renaming, setRenaming] = useState(false);
  const moduleId = module?.id ?? null;
  const { setNodeRef, isOver } = useDroppable({ id: `module:${moduleId ?? UNASSIGNED}` });
  const title = module ? module.title || t('courseBuilder.untitledModule') : t('courseBuilder.notInModule');
  const headingId = `module-heading-${moduleId ?? UNASSIGNED}`;

  return (
    <section className={`course-builder__module${module ? '' : ' course-builder__module--unassigned'}`} aria-labelledby={headingId}>
      <header className="course-builder__module-header">
        {renaming && module && onRename ? (
          <InlineRename value={module.title} label={t('courseBuilder.moduleTitle')} onSave={onRename} onDone={() => setRenaming(false)} />
        ) : (
          <h2 className="course-builder__module-title" id={headingId}>
            {title} <span className="course-builder__count">({t('courseBuilder.lessonCount', { count: lessonIds.length })})</span>
          </h2>
        )}
        {module && canEdit && !renaming ? (
          <div className="course-builder__module-actions">
            <Button variant="quiet" onClick={() => setRenaming(true)} aria-label={t('courseBuilder.renameModuleNamed', { title })}>
              {t('courseBuilder.rename')}
            </Button>
            <Button variant="danger" onClick={onDelete} aria-label={t('courseBuilder.deleteModuleNamed', { title })}>
              {t('courseBuilder.deleteModule')}
            </Button>
          </div>
        ) : null}
      </header>
      <SortableContext id={`module:${moduleId ?? UNASSIGNED}`} items={lessonIds} strategy={verticalListSortingStrategy}>
        <ol ref={setNodeRef} className={`course-builder__lessons${isOver ? ' course-builder__lessons--over' : ''}`}>
          {lessonIds.length === 0 ? <li className="course-builder__no-lessons">{t('courseBuilder.noLessons')}</li> : null}
          {lessonIds.map((lessonId, index) => {
            const lesson = lessonsById.get(lessonId);
            return lesson ? (
              <OutlineLessonRow
                key={lessonId}
                lesson={lesson}
                moduleId={moduleId}
                modules={modules}
                index={index}
                count={lessonIds.length}
                canEdit={canEdit}
                onMove={onMove}
              />
            ) : null;
          })}
        </ol>
      </SortableContext>
      {canEdit && module ? (
        <InlineAddLesson courseId={courseId} moduleTitle={title} onAdded={(lesson) => onLessonAdded(lesson, moduleId)} />
      ) : null}
    </section>
  );
}
