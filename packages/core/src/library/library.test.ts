import { describe, expect, it } from 'vitest';
import { findSlideTemplate, slideIssuesAgainstModel } from '../templates/index.ts';
import { findLibraryCourse, libraryCourses, summariseLibraryCourse } from './index.ts';

describe('the course library', () => {
  it('holds at least five courses, each with its own id', () => {
    expect(libraryCourses.length).toBeGreaterThanOrEqual(5);
    expect(new Set(libraryCourses.map((course) => course.id)).size).toBe(libraryCourses.length);
    expect(findLibraryCourse('manual-handling')?.title).toBe('Manual handling');
    expect(findLibraryCourse('nothing')).toBeUndefined();
  });

  it.each(libraryCourses.map((course) => [course.id, course] as const))('%s: every slide is complete against its template', (_, course) => {
    for (const lesson of course.lessons) {
      for (const slide of lesson.slides) {
        const template = findSlideTemplate(slide.type);
        expect(template, slide.type).toBeDefined();
        const issues = slideIssuesAgainstModel(template!.model, slide.data);
        expect({ slide: slide.name, ...issues }).toEqual({ slide: slide.name, incomplete: [], refused: [] });
      }
    }
  });

  it.each(libraryCourses.map((course) => [course.id, course] as const))('%s: mixes content, a quiz or game and a survey', (_, course) => {
    const categories = new Set(course.lessons.flatMap((lesson) => lesson.slides.map((slide) => findSlideTemplate(slide.type)!.play)));
    expect(categories).toContain('content');
    expect([...categories].some((play) => play !== 'content' && play !== 'survey')).toBe(true);
    expect(course.lessons.flatMap((lesson) => lesson.slides).some((slide) => slide.type.endsWith('-survey'))).toBe(true);
    expect(summariseLibraryCourse(course).templateTypes.length).toBeGreaterThanOrEqual(6);
  });
});
