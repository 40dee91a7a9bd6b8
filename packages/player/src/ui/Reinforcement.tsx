import { usePlayerText } from '../i18n/player-language.tsx';
import { PlainText } from './RichText.tsx';

interface ReinforcementProps {
  correct: boolean;
  /** The template's reinforcement for this outcome ("That's correct!", "Not quite..."). */
  message: string;
  /** Why the answer is right (a quiz's answer.text). */
  explanation?: string;
  /** The one thing to remember (a quiz's answer.takeaway). */
  takeaway?: string;
}

/** After a quiz: right or wrong, the reinforcement, the explanation and the takeaway. */
export function Reinforcement({ correct, message, explanation = '', takeaway = '' }: ReinforcementProps) {
  const t = usePlayerText();
  return (
    <section className={`sw-reinforcement sw-reinforcement--${correct ? 'correct' : 'incorrect'}`} role="status">
      <p className="sw-reinforcement__verdict">
        <span className="sw-reinforcement__icon" aria-hidden="true">
          {correct ? '✓' : '✕'}
        </span>
        <span className="sw-visually-hidden">{t(correct ? 'reinforcement.correct' : 'reinforcement.incorrect')}: </span>
        {message}
      </p>
      <PlainText className="sw-reinforcement__explanation" text={explanation} />
      {takeaway.trim() ? (
        <div className="sw-reinforcement__takeaway">
          <p className="sw-overline">{t('reinforcement.takeaway')}</p>
          <PlainText text={takeaway} />
        </div>
      ) : null}
    </section>
  );
}
