import { validateSlideData } from '@slidewise/core';
import { describe, expect, it } from 'vitest';
import { generateLesson, generateOutline } from './course-generator.ts';
import { allGeneratableTemplates, playOf } from './generation-catalogue.ts';
import { InvalidAiOutputError } from './generate-valid.ts';
import { answerAsMock, createMockCourseModel } from './mock-course-model.ts';
import { scriptedModel } from './scripted-model.ts';

// Issue 17's unit checks of generation against mock models: what is valid is answered, what is not is
// asked again with its errors, and a model that never answers validly ends in a typed error, never in
// content that does not fit its template.

const request = { topic: 'Fire safety', audience: 'Everyone', tone: 'Plain', lessonCount: 3, language: 'en-US' };
const brief = {
  courseTitle: 'Fire safety',
  lessonTitle: 'Raising the alarm',
  summary: 'What to do when you find a fire.',
  audience: 'Everyone',
  tone: 'Plain',
  language: 'en-US',
  includeSurvey: true,
};
const sentPrompts = (model: ReturnType<typeof scriptedModel>) => model.doGenerateCalls.map((call) => JSON.stringify(call.prompt));

describe('an outline', () => {
  it('is the model’s answer once it has the lessons asked for; a wrong count is asked again with the reason', async () => {
    const lessons = (count: number) => Array.from({ length: count }, (_, index) => ({ title: `Part ${index + 1}`, summary: 'x' }));
    const model = scriptedModel((_text, _system, call) =>
      JSON.stringify({ title: 'Fire', description: 'Staying safe.', lessons: lessons(call === 1 ? 1 : 3) }),
    );
    const { value, usage } = await generateOutline(model, request);
    expect(value.lessons).toHaveLength(3);
    expect(model.doGenerateCalls).toHaveLength(2);
    expect(sentPrompts(model)[1]).toContain('Give exactly 3 lessons');
    expect(usage.inputTokens).toBe(10);
  });
});

describe('a lesson', () => {
  it('mixes content, a quiz, a game and the survey asked for, each slide valid for its template', async () => {
    const { slides } = await generateLesson(createMockCourseModel(), brief, allGeneratableTemplates());
    expect(new Set(slides.map((slide) => playOf(slide.type)))).toEqual(new Set(['content', 'quiz', 'game', 'survey']));
    for (const slide of slides) expect([slide.type, validateSlideData(slide.type, slide.data)]).toEqual([slide.type, []]);
  });

  it('fails with a typed error, and no slides, when one slide never fits its template', async () => {
    // The plan is fine; every slide answer is JSON of the wrong shape.
    const model = scriptedModel((text) => (text.startsWith('Task: slide') ? JSON.stringify({ unexpected: true }) : answerAsMock(text)));
    const failure = await generateLesson(model, brief, allGeneratableTemplates()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(InvalidAiOutputError);
    expect((failure as InvalidAiOutputError).attempts).toBe(3);
  });
});
