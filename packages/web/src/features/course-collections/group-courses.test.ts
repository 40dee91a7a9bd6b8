import { describe, expect, it } from 'vitest';
import { groupCourses } from './group-courses.ts';

const collection = (id: string, courseIds: string[]) => ({ id, title: id, courseIds, createdAt: '2026-01-01T00:00:00.000Z' });

describe('groupCourses', () => {
  it('lists each collection with its courses, then the courses in none', () => {
    const courses = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    const groups = groupCourses(courses, [collection('kitchen', ['b']), collection('empty', [])]);
    expect(groups.map((group) => [group.collection?.id ?? null, group.courses.map((course) => course.id)])).toEqual([
      ['kitchen', ['b']],
      ['empty', []],
      [null, ['a', 'c']],
    ]);
  });

  it('ignores ids of courses the list does not hold', () => {
    expect(groupCourses([{ id: 'a' }], [collection('x', ['gone'])])[0]!.courses).toEqual([]);
  });
});
