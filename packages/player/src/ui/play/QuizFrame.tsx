import type { Slide, SlideTemplateInfo } from '@slidewise/core';
import { POINTS_PER_QUESTION } from '@slidewise/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { PreviewState, RendererMode, SlideResult } from '../../templates/renderer.ts';
import { DoneButton } from '../DoneButton.tsx';
import { Reinforcement } from '../Reinforcement.tsx';
import { PlainText } from '../RichText.tsx';
import { SlideFrame } from '../SlideFrame.tsx';
import { TimerBar } from '../TimerBar.tsx';
import { usePlayText } from './play-text.ts';
import { INTERACTED_TIME_LEFT, quizTimerLimit, readQuizAnswer, readQuizOutOfTimePrompt } from './scoring.ts';
import { useCountdown } from './use-countdown.ts';
import './play.css';

interface QuizFrameProps {
  slide: Slide;
  template: Pick<SlideTemplateInfo, 'doneText'>;
  data: Record<string, unknown>;
  /** The preview state the slide opened in (for the timer) — `answered` below says whether it is checked. */
  state: PreviewState;
  onDone?: () => void;
  /** The question (or instruction) the learner answers. */
  question: string;
  /** A hint under the question ("Select 2 answers"). */
  instruction?: string;
  /** Whether the answer has been checked: the reinforcement and the done button replace the check button. */
  answered: boolean;
  /** Whether the learner's answer is right; decides which reinforcement shows. */
  correct: boolean;
  /** Whether the learner has answered enough to check. */
  canCheck: boolean;
  onCheck: () => void;
  /** `play`: the timer counts down and checking reports the result; the preview stays a still picture. */
  mode?: RendererMode;
  /** Called once when the learner checks (or the time runs out) in play. */
  onResult?: (result: SlideResult) => void;
  /** The learner's answers in the template's own shape, reported with the result. */
  answers?: unknown;
  children: ReactNode;
}

/**
 * Every quiz's frame: the timer (when the slide has a limit), the question, the template's answer
 * area, and after checking the reinforcement (answer.correct or answer.incorrect), the explanation
 * and the takeaway, with the done button. Checking happens here for every quiz, so each one reports its
 * result the same way: once, when the learner checks or when the time runs out (then with whatever
 * the learner had done, and the slide's out-of-time prompt).
 */
export function QuizFrame(props: QuizFrameProps) {
  const { slide, template, data, state, onDone, question, instruction, answered, correct, canCheck, children } = props;
  const t = usePlayText();
  const answer = readQuizAnswer(data);
  const limit = quizTimerLimit(data);
  const questionId = `${slide.id}-question`;
  const playing = props.mode === 'play';
  const [timedOut, setTimedOut] = useState(false);
  const check = useReportingCheck(props);
  const remaining = useCountdown(limit, playing && !answered, () => {
    setTimedOut(true);
    check();
  });
  const outcome = useRevealWhenShown(answered, playing);
  const shownRemaining = playing ? remaining : state === 'interacted' ? limit * INTERACTED_TIME_LEFT : limit;
  return (
    <SlideFrame
      type={slide.type}
      state={state}
      className="sw-quiz"
      footer={
        answered ? (
          <DoneButton template={template} onDone={onDone} />
        ) : (
          <button type="button" className="sw-button sw-button--primary" disabled={!canCheck} onClick={check}>
            {t('quiz.check')}
          </button>
        )
      }
    >
      {answered ? null : <TimerBar limitMs={limit} remainingMs={shownRemaining} />}
      <PlainText as="h2" id={questionId} className="sw-title sw-quiz__question" text={question} />
      {instruction ? <p className="sw-caption sw-quiz__instruction">{instruction}</p> : null}
      <div className="sw-quiz__answer" role="group" aria-labelledby={question.trim() ? questionId : undefined}>
        {children}
      </div>
      {answered ? (
        <div ref={outcome} tabIndex={-1} className="sw-quiz__outcome">
          {timedOut ? (
            <p className="sw-quiz__timeout" role="alert">
              {readQuizOutOfTimePrompt(data) || t('quiz.outOfTime')}
            </p>
          ) : null}
          <Reinforcement
            correct={correct}
            message={correct ? answer.correctMessage : answer.incorrectMessage}
            explanation={answer.explanation}
            takeaway={answer.takeaway}
          />
        </div>
      ) : null}
    </SlideFrame>
  );
}

/**
 * The check: in play, reports the result once (a replay mounts the slide afresh), then shows the answer.
 * The preview reports nothing, the editor records nothing.
 */
function useReportingCheck({ mode, onResult, correct, answers, onCheck }: QuizFrameProps): () => void {
  const reported = useRef(false);
  return () => {
    if (mode === 'play' && !reported.current) {
      reported.current = true;
      onResult?.({ correct, answers: answers ?? null, points: correct ? POINTS_PER_QUESTION : 0 });
    }
    onCheck();
  };
}

/**
 * Once the answer is checked, scrolls the slide's own body (never the page around the preview) so the
 * reinforcement is in view: on a phone it often sits below the answers. In play the outcome also takes
 * the focus, so a keyboard or screen-reader user lands on the verdict, with the done button next.
 */
function useRevealWhenShown(shown: boolean, takeFocus: boolean) {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = element.current;
    if (shown && takeFocus && target) target.focus({ preventScroll: true });
    const body = target?.closest('.sw-slide__body');
    if (!shown || !target || !(body instanceof HTMLElement)) return;
    const bodyBox = body.getBoundingClientRect();
    const box = target.getBoundingClientRect();
    // As far as needed to show its end, but never past its top.
    const overflow = box.bottom - bodyBox.bottom;
    if (overflow > 0) body.scrollTop += Math.min(overflow, box.top - bodyBox.top);
  }, [shown, takeFocus]);
  return element;
}
