import { describe, expect, it } from 'vitest';
import { percentile } from './browser/lesson-editor.ts';
import { lessonEditorLines } from './lesson-editor-report.ts';

describe('lessonEditorLines', () => {
  it('prints the three figures and no miss when every target is met', () => {
    expect(lessonEditorLines({ openMs: 612.4, keystrokeP95Ms: 7.26, undo100Ms: 48.6 })).toEqual([
      'editor-open-200-ms: 612',
      'editor-keystroke-p95-ms: 7.3',
      'undo-100-ms: 49',
    ]);
  });

  it('names every missed target before the figures', () => {
    expect(lessonEditorLines({ openMs: 1400, keystrokeP95Ms: 22, undo100Ms: 180 })).toEqual([
      'target-missed: editor-open-200-ms 1400 is above 800',
      'target-missed: editor-keystroke-p95-ms 22 is above 16',
      'target-missed: undo-100-ms 180 is above 100',
      'editor-open-200-ms: 1400',
      'editor-keystroke-p95-ms: 22',
      'undo-100-ms: 180',
    ]);
  });

  it('lists every visit’s opening, slowest last, before the median', () => {
    const lines = lessonEditorLines({ openMs: 700, openVisitsMs: [700.4, 1210, 650], keystrokeP95Ms: 7, undo100Ms: 40 });
    expect(lines.slice(0, 2)).toEqual(['# editor-open-200-ms visits: 650 700 1210', 'editor-open-200-ms: 700']);
  });
});

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const values = Array.from({ length: 20 }, (_, index) => index + 1);
    expect(percentile(values, 0.95)).toBe(19);
    expect(percentile([5, 1, 3], 0.5)).toBe(3);
    expect(percentile([4], 0.95)).toBe(4);
  });
});
