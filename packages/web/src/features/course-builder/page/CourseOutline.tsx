import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { Course, LessonSummary } from '@slidewise/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../api/index.ts';
import { Alert } from '../../../ui/primitives/Alert.tsx';
import {
  addModule,
  deleteModule,
  moduleOfLesson,
  moveLesson,
  renameModule,
  unassignedLessonIds,
  withKnownLessons,
} from '../outline/outline.ts';
import { AddModuleForm } from './AddModuleForm.tsx';
import { ModuleSection, UNASSIGNED } from './ModuleSection.tsx';
import { useOutline } from './use-outline.ts';

interface CourseOutlineProps {
  course: Course;
  lessons: LessonSummary[];
  onConflict: (conflict: boolean) => void;
}

export function CourseOutline({ course, lessons, onConflict }: CourseOutlineProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { modules: rawModules, save, saving, notice } = useOutline(course, onConflict);
  const lessonIds = useMemo(() => lessons.map((lesson) => lesson.id), [lessons]);
  const modules = useMemo(() => withKnownLessons(rawModules, lessonIds), [rawModules, lessonIds]);
  const lessonsById = useMemo(() => new Map(lessons.map((lesson) => [lesson.id, lesson])), [lessons]);
  const unassigned = unassignedLessonIds(modules, lessonIds);
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const canEdit = course.userPermissions.includes('edit');

  const listOf = (moduleId: string | null) => (moduleId === null ? unassigned : (modules.find((m) => m.id === moduleId)?.lessonIds ?? []));

  /** Moves a lesson to a place in a module (null: out of every module) and saves the outline. */
  const move = (lessonId: string, moduleId: string | null, index: number) => void save(moveLesson(modules, lessonId, moduleId, index));

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const lessonId = String(active.id);
    const overId = String(over.id);
    // Dropped on a module's list itself (an empty one, or below its rows) or on one of its lessons.
    const containerId = overId.startsWith('module:') ? overId.slice('module:'.length) : null;
    const target = containerId !== null ? (containerId === UNASSIGNED ? null : containerId) : (moduleOfLesson(modules, overId)?.id ?? null);
    // Like arrayMove: the lesson takes the place of the one it is dropped on, in either list.
    const index = containerId !== null ? listOf(target).length : listOf(target).indexOf(overId);
    move(lessonId, target, index);
  };

  const lessonAdded = (lesson: { id: string }, moduleId: string | null) => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.course.lessons(course.id) });
    if (moduleId !== null) void save(moveLesson(modules, lesson.id, moduleId, Number.MAX_SAFE_INTEGER));
  };

  const sectionProps = {
    courseId: course.id,
    modules,
    lessonsById,
    canEdit,
    onMove: move,
    onLessonAdded: lessonAdded,
  };

  return (
    <div className="course-builder">
      <p className="course-builder__status" role="status">
        {saving ? t('courseBuilder.saving') : ''}
      </p>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      {lessons.length === 0 && modules.length === 0 ? <p className="course-builder__empty">{t('courseBuilder.empty')}</p> : null}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        {modules.map((module) => (
          <ModuleSection
            key={module.id}
            {...sectionProps}
            module={module}
            lessonIds={module.lessonIds}
            onRename={(title) => void save(renameModule(modules, module.id, title))}
            onDelete={() => void save(deleteModule(modules, module.id))}
          />
        ))}
        <ModuleSection {...sectionProps} module={null} lessonIds={unassigned} />
      </DndContext>
      {canEdit ? <AddModuleForm onAdd={(title) => void save(addModule(modules, crypto.randomUUID(), title))} /> : null}
    </div>
  );
}
