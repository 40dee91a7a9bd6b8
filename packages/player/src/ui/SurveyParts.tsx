import { usePlayerText } from '../i18n/player-language.tsx';
import { RichText } from './RichText.tsx';
import { responseTexts } from './survey-results.ts';

/** A survey's question: rich text, named by id so its answer controls can point at it. */
export function SurveyQuestion({ id, html }: { id: string; html: string }) {
  return (
    <div className="sw-survey__question">
      <RichText id={id} html={html} />
    </div>
  );
}

/** Says the figures beside it are examples, not learners' answers. */
export function SampleResultsNote() {
  const t = usePlayerText();
  return <p className="sw-caption sw-survey__sample-note">{t('survey.sampleResults')}</p>;
}

/** A labelled share of answers as a bar. */
export function ShareBar({ label, percent, mine }: { label: string; percent: number; mine: boolean }) {
  const t = usePlayerText();
  return (
    <div className={`sw-share${mine ? ' sw-share--mine' : ''}`}>
      <div className="sw-share__text">
        <span>
          {label}
          {mine ? <span className="sw-share__mine"> · {t('survey.yourAnswer')}</span> : null}
        </span>
        <span>{t('survey.share', { percent })}</span>
      </div>
      <div className="sw-share__track" aria-hidden="true">
        <div className="sw-share__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/**
 * Others' written responses (free-text surveys, contributions), or a note that there are none yet.
 * Nothing while the lesson player has not passed them (still loading, offline).
 */
export function OthersResponses({ others }: { others: readonly unknown[] | undefined }) {
  const t = usePlayerText();
  if (!others) return null;
  const texts = responseTexts(others);
  if (texts.length === 0) return <p className="sw-caption">{t('survey.noOthers')}</p>;
  return (
    <ul className="sw-survey__results">
      {texts.map((response, index) => (
        <li key={index}>
          <blockquote className="sw-quote">{response}</blockquote>
        </li>
      ))}
    </ul>
  );
}
