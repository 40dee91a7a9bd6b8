import type { CourseModule } from '@slidewise/core';

// The course builder's outline: the course's `modules` plus the lessons in none of them. Every
// function returns new modules and never mutates its input, so a failed save can revert to the old.

/** The lessons of the course, in course order, that no module holds ("Not in a module"). */
export function unassignedLessonIds(modules: CourseModule[], lessonIds: string[]): string[] {
  const assigned = new Set(modules.flatMap((module) => module.lessonIds));
  return lessonIds.filter((id) => !assigned.has(id));
}

/** Drops ids of lessons the course no longer has, so a save never names a deleted lesson. */
export function withKnownLessons(modules: CourseModule[], lessonIds: string[]): CourseModule[] {
  const known = new Set(lessonIds);
  return modules.map((module) => ({ ...module, lessonIds: module.lessonIds.filter((id) => known.has(id)) }));
}

export function addModule(modules: CourseModule[], id: string, title: string): CourseModule[] {
  return [...modules, { id, title, lessonIds: [] }];
}

export function renameModule(modules: CourseModule[], moduleId: string, title: string): CourseModule[] {
  return modules.map((module) => (module.id === moduleId ? { ...module, title } : module));
}

/** Its lessons go back to "Not in a module": they simply stop being listed by any module. */
export function deleteModule(modules: CourseModule[], moduleId: string): CourseModule[] {
  return modules.filter((module) => module.id !== moduleId);
}

/**
 * Moves a lesson into a module (or out of every module with `null`) at `index` of the target list.
 * The index counts positions in the target list after the lesson is taken out of its old place.
 */
export function moveLesson(modules: CourseModule[], lessonId: string, targetModuleId: string | null, index: number): CourseModule[] {
  const without = modules.map((module) => ({ ...module, lessonIds: module.lessonIds.filter((id) => id !== lessonId) }));
  if (targetModuleId === null) return without;
  return without.map((module) => {
    if (module.id !== targetModuleId) return module;
    const at = Math.max(0, Math.min(index, module.lessonIds.length));
    return { ...module, lessonIds: [...module.lessonIds.slice(0, at), lessonId, ...module.lessonIds.slice(at)] };
  });
}

/** The module holding a lesson, or null when it is in none. */
export function moduleOfLesson(modules: CourseModule[], lessonId: string): CourseModule | null {
  return modules.find((module) => module.lessonIds.includes(lessonId)) ?? null;
}
