import type { Slide, SlideTemplateInfo } from '@slidewise/core';
import { useEffect, useRef, type ReactNode } from 'react';
import type { PreviewState } from '../../templates/renderer.ts';
import { DoneButton } from '../DoneButton.tsx';
import { Reinforcement } from '../Reinforcement.tsx';
import { PlainText } from '../RichText.tsx';
import { SlideFrame } from '../SlideFrame.tsx';
import { TimerBar } from '../TimerBar.tsx';
import { usePlayText } from './play-text.ts';
import { INTERACTED_TIME_LEFT, quizTimerLimit, readQuizAnswer } from './scoring.ts';
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
  children: ReactNode;
}

/**
 * Every quiz's frame: the timer (when the slide has a limit), the question, the template's answer
 * area, and after checking the reinforcement (answer.correct or answer.incorrect), the explanation
 * and the takeaway, with the done button.
 */
export function QuizFrame({ slide, template, data, state, onDone, question, instruction, answered, correct, canCheck, onCheck, children }: QuizFrameProps) {
  const t = usePlayText();
  const answer = readQuizAnswer(data);
  const limit = quizTimerLimit(data);
  const questionId = `${slide.id}-question`;
  const outcome = useRevealWhenShown(answered);
  return (
    <SlideFrame
      type={slide.type}
      state={state}
      className="sw-quiz"
      footer={
        answered ? (
          <DoneButton template={template} onDone={onDone} />
        ) : (
          <button type="button" className="sw-button sw-button--primary" disabled={!canCheck} onClick={onCheck}>
            {t('quiz.check')}
          </button>
        )
      }
    >
      {answered ? null : <TimerBar limitMs={limit} remainingMs={state === 'interacted' ? limit * INTERACTED_TIME_LEFT : limit} />}
      <PlainText as="h2" id={questionId} className="sw-title sw-quiz__question" text={question} />
      {instruction ? <p className="sw-caption sw-quiz__instruction">{instruction}</p> : null}
      <div className="sw-quiz__answer" role="group" aria-labelledby={question.trim() ? questionId : undefined}>
        {children}
      </div>
      {answered ? (
        <div ref={outcome}>
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
 * Once the answer is checked, scrolls the slide's own body (never the page around the preview) so the
 * reinforcement is in view: on a phone it often sits below the answers.
 */
function useRevealWhenShown(shown: boolean) {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = element.current;
    const body = target?.closest('.sw-slide__body');
    if (!shown || !target || !(body instanceof HTMLElement)) return;
    const bodyBox = body.getBoundingClientRect();
    const box = target.getBoundingClientRect();
    // As far as needed to show its end, but never past its top.
    const overflow = box.bottom - bodyBox.bottom;
    if (overflow > 0) body.scrollTop += Math.min(overflow, box.top - bodyBox.top);
  }, [shown]);
  return element;
}
