import { useId, useState } from 'react';
import { usePlayerText } from '../../i18n/player-language.tsx';
import { DoneButton } from '../../ui/DoneButton.tsx';
import { flag, list, record, text } from '../../ui/read-data.ts';
import { SlideFrame } from '../../ui/SlideFrame.tsx';
import { mostCommonZones } from '../../ui/survey-results.ts';
import { SampleResultsNote, SurveyQuestion } from '../../ui/SurveyParts.tsx';
import type { PreviewState, SlideRendererProps } from '../renderer.ts';
import './quadrant-survey.css';

interface QuadrantSurveyData {
  question: { id: string; content: string };
  zones: { xAxis: string; yAxis: string }[];
  words: { id: string; name: string; short: string }[];
  socialLearning: { enabled: boolean };
}

/** Word index → zone index. */
type Placements = Map<number, number>;

const ZONE_COUNT = 4;

/** Mid-way the first word is placed and the second picked up; at the end every word is placed. */
function initialPlacements(state: PreviewState, words: number): Placements {
  if (state === 'answered') return new Map(Array.from({ length: words }, (_, index) => [index, (index + 1) % ZONE_COUNT]));
  return new Map(state === 'interacted' && words > 0 ? [[0, 1]] : []);
}

/**
 * The learner picks each word and then the zone of the two-axis chart where they would put it (top
 * left, top right, bottom left, bottom right, as authored), submits, and sees where others put them.
 */
export default function QuadrantSurveyRenderer({
  slide,
  data,
  template,
  state,
  mode,
  onResult,
  onDone,
  othersAnswers,
}: SlideRendererProps<QuadrantSurveyData>) {
  const t = usePlayerText();
  const questionId = useId();
  const zones = Array.from({ length: ZONE_COUNT }, (_, index) => {
    const zone = record(list(data.zones)[index]);
    return { x: text(zone.xAxis), y: text(zone.yAxis) };
  });
  const zoneLabel = (index: number) => t('survey.zone', { x: zones[index]?.x ?? '', y: zones[index]?.y ?? '' });
  const words = list(data.words).map((raw) => {
    const word = record(raw);
    const name = text(word.name);
    return { id: text(word.id), name, short: text(word.short) || name.slice(0, 4) };
  });
  const [placements, setPlacements] = useState(() => initialPlacements(state, words.length));
  const [selected, setSelected] = useState<number | null>(state === 'interacted' && words.length > 1 ? 1 : null);
  const [submitted, setSubmitted] = useState(state === 'answered');
  const allPlaced = words.length > 0 && words.every((_, index) => placements.has(index));
  const response = () => words.map((word, index) => ({ id: word.id, zone: placements.get(index) ?? 0 }));
  // A learner sees where most put each word only with social learning, once others' answers arrived.
  const social = flag(record(data.socialLearning).enabled, false);
  const common =
    mode === 'play' && social && othersAnswers
      ? mostCommonZones(
          words.map((word) => word.id),
          othersAnswers,
          response(),
          ZONE_COUNT,
        )
      : null;

  // The learner picks every word themselves, as the hint says: a word picked for them would be un-picked
  // by the very tap the hint asks for.
  const place = (zone: number) => {
    if (selected === null) return;
    setPlacements((current) => new Map(current).set(selected, zone));
    setSelected(null);
  };
  const selectedWord = selected === null ? undefined : words[selected];

  return (
    <SlideFrame
      type={slide.type}
      state={state}
      footer={
        submitted ? (
          <DoneButton template={template} onDone={onDone} />
        ) : (
          <button
            type="button"
            className="sw-button sw-button--primary"
            disabled={!allPlaced}
            onClick={() => {
              setSubmitted(true);
              onResult?.({ correct: null, answers: response(), points: 0 });
            }}
          >
            {t('survey.submit')}
          </button>
        )
      }
    >
      <SurveyQuestion id={questionId} html={text(record(data.question).content)} />
      {!submitted ? (
        <p className="sw-survey__hint" role="status">
          {selectedWord ? t('survey.pickZone', { word: selectedWord.name }) : t('survey.pickWord')}
        </p>
      ) : null}
      {!submitted ? (
        <ul className="sw-quadrant__words" aria-labelledby={questionId}>
          {words.map((word, index) => {
            const zone = placements.get(index);
            return (
              <li key={index}>
                <button
                  type="button"
                  className={`sw-quadrant__word${zone !== undefined ? ' sw-quadrant__word--placed' : ''}`}
                  aria-pressed={selected === index}
                  onClick={() => setSelected(selected === index ? null : index)}
                >
                  <span className="sw-quadrant__short" aria-hidden="true">
                    {word.short}
                  </span>
                  <span>{word.name}</span>
                  {zone !== undefined ? <span className="sw-caption"> · {zoneLabel(zone)}</span> : null}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <div className="sw-quadrant" role="group" aria-labelledby={questionId}>
        {zones.map((_, zone) => (
          <div key={zone} className="sw-quadrant__zone">
            <button type="button" className="sw-quadrant__target" disabled={submitted || selected === null} onClick={() => place(zone)}>
              {zoneLabel(zone)}
            </button>
            <ul className="sw-quadrant__placed">
              {words.map((word, index) =>
                placements.get(index) === zone ? (
                  // The words themselves, not their short labels: a chart of codes (MAIL, PLAN) says nothing.
                  <li key={index}>{word.name}</li>
                ) : null,
              )}
            </ul>
          </div>
        ))}
      </div>
      {submitted && (mode === 'preview' || common) ? (
        <section className="sw-quadrant__results">
          <h3 className="sw-title">{t('survey.others')}</h3>
          {mode === 'preview' ? (
            <SampleResultsNote />
          ) : (
            <p className="sw-caption">{t('survey.responses', { count: othersAnswers?.length ?? 0 })}</p>
          )}
          <ul className="sw-survey__results">
            {words.map((word, index) => {
              const zone = common ? common.get(word.id) : index % ZONE_COUNT;
              return zone === undefined ? null : (
                <li key={index}>
                  <strong>{word.name}</strong>: {t('survey.othersPlaced', { zone: zoneLabel(zone) })}
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </SlideFrame>
  );
}
