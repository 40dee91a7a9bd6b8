import { useState } from 'react';
import { SlideImage } from '../../ui/Media.tsx';
import { Choice } from '../../ui/play/Choice.tsx';
import { stableScramble } from '../../ui/play/ordering.ts';
import { usePlayText } from '../../ui/play/play-text.ts';
import { QuizFrame } from '../../ui/play/QuizFrame.tsx';
import { useQuizPhase } from '../../ui/play/use-quiz-phase.ts';
import { list, record, text } from '../../ui/read-data.ts';
import { PlainText } from '../../ui/RichText.tsx';
import type { PreviewState, SlideRendererProps } from '../renderer.ts';
import './chat.css';

interface Reply {
  text: string;
  right: boolean;
}

interface Turn {
  message: string;
  replies: Reply[];
}

interface ChatData {
  question: string;
  contactName: string;
  avatar: string;
  turns: { id: string; message: string; answer: string; incorrectAnswers: { id: string; text: string }[] }[];
}

/**
 * A chat with a contact: each of their messages is followed by a choice of replies; the chosen one
 * joins the conversation and the next message arrives.
 */
export default function ChatRenderer({ slide, data, template, state, mode, onResult, onDone }: SlideRendererProps<ChatData>) {
  const t = usePlayText();
  const turns = list(data.turns).map(readTurn);
  const name = text(data.contactName);
  const avatar = text(data.avatar);
  // The reply chosen at each turn so far; the 'interacted' picture has the first turn answered.
  const [chosen, setChosen] = useState<Reply[]>(() => initialReplies(state, turns));
  const { answered, check } = useQuizPhase(state);
  const waiting = turns[chosen.length];

  return (
    <QuizFrame
      slide={slide}
      mode={mode}
      onResult={onResult}
      answers={chosen.map((reply) => reply.text)}
      template={template}
      data={data}
      state={state}
      onDone={onDone}
      question={text(data.question)}
      answered={answered}
      correct={chosen.length === turns.length && chosen.every((reply) => reply.right)}
      canCheck={turns.length > 0 && chosen.length === turns.length}
      onCheck={check}
    >
      <section className="sw-chat" aria-label={t('chat.conversation', { name })}>
        <header className="sw-chat__contact">
          {avatar ? (
            <SlideImage src={avatar} alt="" className="sw-chat__avatar" />
          ) : (
            <span className="sw-chat__avatar sw-chat__avatar--initial" aria-hidden="true">
              {Array.from(name.trim())[0] ?? '?'}
            </span>
          )}
          <span className="sw-chat__name">{name}</span>
        </header>
        <ol className="sw-chat__messages" aria-live="polite">
          {turns.slice(0, chosen.length + 1).flatMap((turn, index) => {
            const reply = chosen[index];
            return [
              <li key={`${index}-message`} className="sw-chat__bubble sw-chat__bubble--them">
                <span className="sw-visually-hidden">{name}: </span>
                <PlainText as="span" text={turn.message} />
              </li>,
              reply ? (
                <li
                  key={`${index}-reply`}
                  className={`sw-chat__bubble sw-chat__bubble--you${answered ? (reply.right ? ' sw-chat__bubble--right' : ' sw-chat__bubble--wrong') : ''}`}
                >
                  <span className="sw-visually-hidden">{t('chat.you')}: </span>
                  {reply.text}
                  {answered ? (
                    <span className="sw-visually-hidden"> ({t(reply.right ? 'choice.correct' : 'choice.incorrect')})</span>
                  ) : null}
                </li>
              ) : null,
            ];
          })}
        </ol>
      </section>
      {waiting && !answered ? (
        <ul className="sw-choices sw-chat__replies" aria-label={t('chat.replies')}>
          {waiting.replies.map((reply) => (
            <li key={reply.text}>
              <Choice selected={false} onClick={() => setChosen((current) => [...current, reply])}>
                {reply.text}
              </Choice>
            </li>
          ))}
        </ul>
      ) : null}
    </QuizFrame>
  );
}

function readTurn(value: unknown): Turn {
  const item = record(value);
  const replies: Reply[] = [
    { text: text(item.answer), right: true },
    ...list(item.incorrectAnswers).map((wrong) => ({ text: text(record(wrong).text), right: false })),
  ].filter((reply) => reply.text.trim() !== '');
  return { message: text(item.message), replies: stableScramble(replies, (reply) => reply.text) };
}

function initialReplies(state: PreviewState, turns: readonly Turn[]): Reply[] {
  const rightReplies = turns.flatMap((turn) => turn.replies.filter((reply) => reply.right).slice(0, 1));
  if (state === 'answered') return rightReplies;
  return state === 'interacted' ? rightReplies.slice(0, 1) : [];
}
