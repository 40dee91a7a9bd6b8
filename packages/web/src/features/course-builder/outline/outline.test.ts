import type { CourseModule } from '@slidewise/core';
import { describe, expect, it } from 'vitest';
import { addModule, deleteModule, moduleOfLesson, moveLesson, renameModule, unassignedLessonIds, withKnownLessons } from './outline.ts';

const modules: CourseModule[] = [
  { id: 'm1', title: 'Basics', lessonIds: ['l1', 'l2'] },
  { id: 'm2', title: 'Practice', lessonIds: ['l3'] },
];

describe('the course outline', () => {
  it('lists the lessons no module holds, in course order', () => {
    expect(unassignedLessonIds(modules, ['l5', 'l1', 'l4', 'l3', 'l2'])).toEqual(['l5', 'l4']);
  });

  it('drops lessons the course no longer has', () => {
    expect(withKnownLessons(modules, ['l2', 'l3'])).toEqual([
      { id: 'm1', title: 'Basics', lessonIds: ['l2'] },
      { id: 'm2', title: 'Practice', lessonIds: ['l3'] },
    ]);
  });

  it('adds a module at the end, renames one and deletes one without touching the input', () => {
    const added = addModule(modules, 'm3', 'Review');
    expect(added.map((module) => module.title)).toEqual(['Basics', 'Practice', 'Review']);
    expect(renameModule(added, 'm2', 'Drills')[1]).toEqual({ id: 'm2', title: 'Drills', lessonIds: ['l3'] });
    const deleted = deleteModule(modules, 'm1');
    expect(deleted.map((module) => module.id)).toEqual(['m2']);
    expect(unassignedLessonIds(deleted, ['l1', 'l2', 'l3'])).toEqual(['l1', 'l2']);
    expect(modules).toHaveLength(2);
  });

  it('moves a lesson between modules at an index, and within one', () => {
    expect(moveLesson(modules, 'l3', 'm1', 1)[0]?.lessonIds).toEqual(['l1', 'l3', 'l2']);
    expect(moveLesson(modules, 'l3', 'm1', 1)[1]?.lessonIds).toEqual([]);
    expect(moveLesson(modules, 'l1', 'm1', 1)[0]?.lessonIds).toEqual(['l2', 'l1']);
    expect(moveLesson(modules, 'l2', 'm1', 0)[0]?.lessonIds).toEqual(['l2', 'l1']);
    expect(moveLesson(modules, 'l9', 'm2', 99)[1]?.lessonIds).toEqual(['l3', 'l9']);
  });

  it('takes a lesson out of every module with a null target', () => {
    const moved = moveLesson(modules, 'l2', null, 0);
    expect(moveLesson(modules, 'l2', null, 0)[0]?.lessonIds).toEqual(['l1']);
    expect(moduleOfLesson(moved, 'l2')).toBeNull();
    expect(moduleOfLesson(modules, 'l3')?.id).toBe('m2');
  });
});
