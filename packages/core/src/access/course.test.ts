import { describe, expect, it } from 'vitest';
import { coursePermissionsOf, mayEditCourse, maySeeCourseResults, readsCoursesAsStaff } from './course.ts';

const person = (roles: string[], id = 'u1') => ({ id, roles });
const shared = { sharedWith: ['u1'] };
const notShared = { sharedWith: ['someone-else'] };

describe('course rules', () => {
  it('let creators edit every course and restricted authors only the courses shared with them', () => {
    expect(mayEditCourse(person(['content-author']), notShared)).toBe(true);
    expect(mayEditCourse(person(['account-admin']), notShared)).toBe(true);
    expect(mayEditCourse(person(['restricted-author']), shared)).toBe(true);
    expect(mayEditCourse(person(['restricted-author']), notShared)).toBe(false);
    expect(mayEditCourse(person(['facilitator']), shared)).toBe(false);
    expect(mayEditCourse(person(['app-user']), shared)).toBe(false);
  });

  it('list what the caller may do with a course', () => {
    expect(coursePermissionsOf(person(['account-owner']), notShared)).toEqual(['view', 'edit', 'share', 'comment', 'review']);
    expect(coursePermissionsOf(person(['restricted-author']), shared)).toEqual(['view', 'edit', 'comment']);
    expect(coursePermissionsOf(person(['restricted-author']), notShared)).toEqual(['view', 'comment']);
    expect(coursePermissionsOf(person(['course-reviewer']), notShared)).toEqual(['view', 'comment', 'review']);
    expect(coursePermissionsOf(person(['facilitator']), notShared)).toEqual(['view']);
  });

  it('read courses as staff only with a staff role; unknown role names grant nothing', () => {
    expect(readsCoursesAsStaff(person(['reviewer']))).toBe(true);
    expect(readsCoursesAsStaff(person(['app-user', 'individual-learner', 'made-up']))).toBe(false);
  });

  it('show results to creators and facilitators, and to restricted authors of shared courses', () => {
    expect(maySeeCourseResults(person(['facilitator']), notShared)).toBe(true);
    expect(maySeeCourseResults(person(['restricted-author']), shared)).toBe(true);
    expect(maySeeCourseResults(person(['restricted-author']), notShared)).toBe(false);
    expect(maySeeCourseResults(person(['reviewer']), shared)).toBe(false);
  });
});
