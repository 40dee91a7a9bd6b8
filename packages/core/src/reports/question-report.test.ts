import { describe, expect, it } from 'vitest';
import type { Slide } from '../entities/slide.ts';
import { findSlideTemplate } from '../templates/catalogue.ts';
import { deriveQuestions } from '../authoring/derive-questions.ts';
import { questionReportSlides, type SlideTotals } from './question-report.ts';

let nextId = 0;
function slide(type: string, id: string): Slide {
  const example = findSlideTemplate(type)!.examples[0]!;
  const [derived] = deriveQuestions(
    [{ id, type, subtype: example.subtype, name: example.name, data: JSON.parse(JSON.stringify(example.data)) } as never],
    findSlideTemplate,
    () => `id-${nextId++}`,
  );
  return derived!;
}

const totals = (answeredCount: number, rightFirstCount: number, survey = false): SlideTotals => ({
  answeredCount,
  judgedCount: survey ? 0 : answeredCount,
  rightFirstCount,
  secondsTotal: answeredCount * 10,
});

describe('the question report', () => {
  const deck = [
    slide('title', 'intro'),
    slide('multiple-choice-game', 'easy'),
    slide('multiple-choice-survey', 'poll'),
    slide('multiple-choice-game', 'hard'),
    slide('multiple-choice-game', 'unanswered'),
  ];

  it('leaves content slides out and puts the hardest questions first, unanswered ones and then surveys after', () => {
    const report = questionReportSlides(
      deck,
      new Map([
        ['easy', totals(4, 3)],
        ['hard', totals(4, 1)],
        ['poll', totals(2, 0, true)],
      ]),
      new Map(),
    );
    expect(report.map((entry) => [entry.slideId, entry.position, entry.firstTryRightShare])).toEqual([
      ['hard', 4, 0.25],
      ['easy', 2, 0.75],
      ['unanswered', 5, null],
      ['poll', 3, null],
    ]);
    expect(report[0]!.averageSeconds).toBe(10);
  });

  it('names each option by its authored text, counts reported places and ids, and keeps options the slide does not list', () => {
    const poll = deck[2]!;
    const pollIds = (poll.data.answers as { id: string }[]).map((answer) => answer.id);
    const report = questionReportSlides(
      deck,
      new Map([
        ['easy', totals(3, 1)],
        ['poll', totals(3, 0, true)],
      ]),
      new Map([
        [
          'easy',
          [
            { key: '0', count: 1 },
            { key: '2', count: 2 },
            { key: 'stray', count: 1 },
          ],
        ],
        ['poll', [{ key: pollIds[3]!, count: 3 }]],
      ]),
    );
    const easy = report.find((entry) => entry.slideId === 'easy')!;
    expect(easy.options.map(({ label, correct, count }) => [label, correct, count])).toEqual([
      ['correct-horse-battery-staple', true, 1],
      ['Password123!', false, 0],
      ['Your date of birth', false, 2],
      ["Your pet's name", false, 0],
      ['stray', null, 1],
    ]);
    const pollReport = report.find((entry) => entry.slideId === 'poll')!;
    expect(pollReport.options.map(({ label, correct, count }) => [label, correct, count])).toEqual([
      ['Watch a video', null, 0],
      ['Ask a colleague', null, 0],
      ['Read the manual', null, 0],
      ['Try it and see', null, 3],
    ]);
  });

  it("lists a free-text survey's answers, the most given first, and no options", () => {
    const [report] = questionReportSlides(
      [slide('free-text-survey', 'say')],
      new Map([['say', totals(3, 0, true)]]),
      new Map([
        [
          'say',
          [
            { key: 'Once', count: 1 },
            { key: 'Twice', count: 2 },
          ],
        ],
      ]),
    );
    expect(report!.options).toEqual([]);
    expect(report!.freeTextAnswers).toEqual([
      { text: 'Twice', count: 2 },
      { text: 'Once', count: 1 },
    ]);
  });
});
