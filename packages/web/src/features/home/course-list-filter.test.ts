import { toMiniCourse } from '@slidewise/core';
import { describe, expect, it } from 'vitest';
import { addressWithFilter, countByStatus, filterCourses, filterFromAddress, isFiltering } from './course-list-filter.ts';

const course = (id: string, title: string, description: string, courseStatus: 'Draft' | 'Published' | 'InReview') =>
  toMiniCourse({ id, title, description, courseStatus, thumbnail: '' }, '2026-01-01T00:00:00.000Z');

const courses = [
  course('a', 'Site safety', 'Wet steps and loose cables', 'Published'),
  course('b', 'Formación básica', '', 'Draft'),
  course('c', 'Safety for drivers', '', 'Draft'),
];

describe('the course list filter', () => {
  it('narrows by words of the title or description, ignoring case and accents', () => {
    expect(filterCourses(courses, { search: 'SAFETY', status: 'all' }).map(({ id }) => id)).toEqual(['a', 'c']);
    expect(filterCourses(courses, { search: 'cables', status: 'all' }).map(({ id }) => id)).toEqual(['a']);
    expect(filterCourses(courses, { search: 'formacion', status: 'all' }).map(({ id }) => id)).toEqual(['b']);
  });

  it('narrows by status, together with the search', () => {
    expect(filterCourses(courses, { search: '', status: 'Draft' }).map(({ id }) => id)).toEqual(['b', 'c']);
    expect(filterCourses(courses, { search: 'safety', status: 'Draft' }).map(({ id }) => id)).toEqual(['c']);
    expect(filterCourses(courses, { search: '', status: 'Archived' })).toEqual([]);
  });

  it('counts the courses of each status', () => {
    expect(countByStatus(courses)).toMatchObject({ Draft: 2, Published: 1, InReview: 0, Archived: 0 });
  });

  it('reads the filter from the address and writes it back, keeping other parameters', () => {
    expect(filterFromAddress(new URLSearchParams('search=site&status=Draft'))).toEqual({ search: 'site', status: 'Draft' });
    // A status the spec does not know is no filter at all.
    expect(filterFromAddress(new URLSearchParams('status=Gone'))).toEqual({ search: '', status: 'all' });

    const written = addressWithFilter(new URLSearchParams('lng=es-ES&status=Draft'), { search: 'site', status: 'all' });
    expect(written.toString()).toBe('lng=es-ES&search=site');
  });

  it('tells whether anything narrows the list', () => {
    expect(isFiltering({ search: '  ', status: 'all' })).toBe(false);
    expect(isFiltering({ search: '', status: 'Published' })).toBe(true);
  });
});
