// The lesson and question report (issue 15) from the read model's counts: each quiz, game and survey
// slide of the Published deck with its first-try share, options and time, the hardest questions first.
// Labels come from the slide's derived questions (templates §3.2), which list each answer, right or not.
import type { QuestionReportOption, QuestionReportSlide } from '../api/analytics-courses.ts';
import type { Slide } from '../entities/slide.ts';
import { findSlideTemplate } from '../templates/catalogue.ts';
import { plainText } from '../templates/question-draft.ts';

/** What the read model holds for one slide. */
export interface SlideTotals {
  answeredCount: number;
  /** First answers with a verdict (survey answers have none). */
  judgedCount: number;
  rightFirstCount: number;
  secondsTotal: number;
}

export interface OptionCount {
  key: string;
  count: number;
}

interface AuthoredOption {
  label: string;
  correct: boolean | null;
}

/** At most this many free-text answers per survey slide are shown. */
export const MAX_FREE_TEXT_ANSWERS = 200;

const reportedKinds = new Set(['quiz', 'game', 'survey']);

interface AuthoredAnswer {
  id: string;
  label: string;
  correct: boolean;
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The slide's answers as the player knows them: its data's answer list where it has one (the player
 * reports those answers' ids, or places), else the answers its derived questions list.
 */
function authoredAnswers(slide: Slide): AuthoredAnswer[] {
  if (Array.isArray(slide.data.answers))
    return slide.data.answers.map((raw) => {
      const answer = record(raw);
      return { id: text(answer.id), label: plainText(text(answer.content) || text(answer.text)), correct: answer.correct === true };
    });
  return slide.metadata.questions
    .flatMap((question) => question.answers)
    .map((answer) => ({ id: answer.answerId, label: answer.text || plainText(answer.content), correct: answer.correct }));
}

/**
 * The slide's authored answers by the keys a player reports them under: the answer's id, and its place
 * in the list (the multiple-choice game reports places). Survey answers are neither right nor wrong.
 */
export function authoredOptions(slide: Slide, survey: boolean): Map<string, AuthoredOption> {
  const byKey = new Map<string, AuthoredOption>();
  authoredAnswers(slide).forEach((answer, index) => {
    const option = { label: answer.label || answer.id || String(index + 1), correct: survey ? null : answer.correct };
    if (!byKey.has(String(index))) byKey.set(String(index), option);
    if (answer.id) byKey.set(answer.id, option);
  });
  return byKey;
}

function questionOf(slide: Slide): string {
  const details = slide.metadata.questions[0]?.questionDetails;
  return details?.text || plainText(details?.content ?? '');
}

const hardestFirst = (left: QuestionReportSlide, right: QuestionReportSlide) => {
  // Surveys after the questions; unanswered questions after answered ones; then the lowest share first.
  const rank = (slide: QuestionReportSlide) => (slide.kind === 'survey' ? 2 : slide.firstTryRightShare === null ? 1 : 0);
  return rank(left) - rank(right) || (left.firstTryRightShare ?? 0) - (right.firstTryRightShare ?? 0) || left.position - right.position;
};

export function questionReportSlides(
  slides: readonly Slide[],
  totals: ReadonlyMap<string, SlideTotals>,
  options: ReadonlyMap<string, readonly OptionCount[]>,
): QuestionReportSlide[] {
  const reported = slides.flatMap((slide, index) => {
    const kind = findSlideTemplate(slide.type)?.play;
    if (!kind || !reportedKinds.has(kind)) return [];
    const survey = kind === 'survey';
    const counted = totals.get(slide.id);
    const answeredCount = counted?.answeredCount ?? 0;
    const authored = authoredOptions(slide, survey);
    const chosen = [...(options.get(slide.id) ?? [])].sort((left, right) => right.count - left.count || left.key.localeCompare(right.key));
    const freeText = slide.type === 'free-text-survey';
    const optionRows: QuestionReportOption[] = freeText
      ? []
      : [
          // Every authored answer is listed, chosen or not, so an option nobody picked shows as 0.
          ...uniqueAuthored(slide, authored).map(({ key, option }) => ({
            key,
            label: option.label,
            correct: option.correct,
            count: chosen.filter((entry) => authored.get(entry.key) === option).reduce((sum, entry) => sum + entry.count, 0),
          })),
          ...chosen
            .filter((entry) => !authored.has(entry.key))
            .map((entry) => ({ key: entry.key, label: entry.key, correct: null, count: entry.count })),
        ];
    const slideReport: QuestionReportSlide = {
      slideId: slide.id,
      position: index + 1,
      type: slide.type,
      kind: kind as QuestionReportSlide['kind'],
      question: questionOf(slide),
      answeredCount,
      firstTryRightCount: counted?.rightFirstCount ?? 0,
      firstTryRightShare: !survey && counted && counted.judgedCount > 0 ? counted.rightFirstCount / counted.judgedCount : null,
      averageSeconds: counted && answeredCount > 0 ? counted.secondsTotal / answeredCount : null,
      options: optionRows,
      freeTextAnswers: freeText ? chosen.slice(0, MAX_FREE_TEXT_ANSWERS).map((entry) => ({ text: entry.key, count: entry.count })) : [],
    };
    return [slideReport];
  });
  return reported.sort(hardestFirst);
}

/** Each authored answer once, under the key its id gives (its place when it has none). */
function uniqueAuthored(slide: Slide, authored: ReadonlyMap<string, AuthoredOption>): { key: string; option: AuthoredOption }[] {
  const seen = new Set<AuthoredOption>();
  return authoredAnswers(slide).flatMap((answer, index) => {
    const key = answer.id || String(index);
    const option = authored.get(key)!;
    if (seen.has(option)) return [];
    seen.add(option);
    return [{ key, option }];
  });
}
