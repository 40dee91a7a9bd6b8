import { describe, expect, it } from 'vitest';
import { aiccFileKind, readAiccCourse } from './aicc-course.ts';
import { testAiccFiles } from './test-aicc.ts';

const files = {
  crs: testAiccFiles['course.crs'],
  au: testAiccFiles['course.au'],
  des: testAiccFiles['course.des'],
  cst: testAiccFiles['course.cst'],
};

describe('an AICC course', () => {
  it('launches the first unit of the course structure, with its Web_Launch parameters', () => {
    expect(readAiccCourse(files)).toEqual({
      standard: 'aicc',
      title: 'Forklift theory',
      launch: 'theory/start.html?lang=en',
      masteryScore: 80,
      launchData: 'level=1',
    });
  });

  it('falls back to the .au file’s first launchable unit, and to the unit’s title', () => {
    const descriptor = readAiccCourse({ ...files, cst: '"Block","Member"\r\n', crs: '[Course]\r\n' });
    expect(descriptor).toMatchObject({ launch: 'quiz.html', title: 'Quiz', masteryScore: 70 });
  });

  it('refuses a course whose units name no file', () => {
    const au = '"System_ID","File_Name"\r\n"A1",""\r\n';
    expect(() => readAiccCourse({ ...files, au })).toThrow('its .au file has no unit with a File_Name');
  });

  it('knows the course files at the root only, whatever the case of their extension', () => {
    expect(aiccFileKind('COURSE.CRS')).toBe('crs');
    expect(aiccFileKind('course.au')).toBe('au');
    expect(aiccFileKind('folder/course.au')).toBeNull();
    expect(aiccFileKind('index.html')).toBeNull();
  });
});
