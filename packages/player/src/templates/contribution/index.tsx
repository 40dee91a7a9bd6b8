import { useId, useState } from 'react';
import { usePlayerText } from '../../i18n/player-language.tsx';
import { ChosenFile } from '../../ui/ChosenFile.tsx';
import { ContributionWall } from '../../ui/ContributionWall.tsx';
import { DoneButton } from '../../ui/DoneButton.tsx';
import { flag, numberOr, record, text } from '../../ui/read-data.ts';
import { SlideFrame } from '../../ui/SlideFrame.tsx';
import { SurveyQuestion } from '../../ui/SurveyParts.tsx';
import type { SlideRendererProps } from '../renderer.ts';

interface ContributionData {
  question: { id: string; content: string };
  placeholder: string;
  allowImage: boolean;
  buttonText: string;
  socialLearning: { enabled: boolean; maxResponseLength: number };
}

const DEFAULT_MAX_LENGTH = 500;

/** The learner answers an open question in writing (with an image when allowed) and posts it to the wall. */
export default function ContributionRenderer({
  slide,
  data,
  template,
  state,
  mode,
  onResult,
  onDone,
  othersAnswers,
}: SlideRendererProps<ContributionData>) {
  const t = usePlayerText();
  const questionId = useId();
  const placeholder = text(data.placeholder);
  const maximum = Math.max(1, Math.floor(numberOr(record(data.socialLearning).maxResponseLength, DEFAULT_MAX_LENGTH)));
  const [draft, setDraft] = useState(() => (state === 'prompt' ? '' : placeholder.replace(/[…\s.]+$/u, '') || t('survey.responsePrefill')));
  const [image, setImage] = useState<File | null>(null);
  const [posted, setPosted] = useState(state === 'answered');

  return (
    <SlideFrame
      type={slide.type}
      state={state}
      footer={
        posted ? (
          <DoneButton template={template} onDone={onDone} />
        ) : (
          <button
            type="button"
            className="sw-button sw-button--primary"
            disabled={draft.trim() === ''}
            onClick={() => {
              setPosted(true);
              onResult?.({ correct: null, answers: { text: draft.trim(), image: image?.name ?? null }, points: 0 });
            }}
          >
            {text(data.buttonText) || t('peer.upload')}
          </button>
        )
      }
    >
      <SurveyQuestion id={questionId} html={text(record(data.question).content)} />
      {posted ? (
        <ContributionWall
          mode={mode}
          others={othersAnswers}
          own={
            <>
              <p className="sw-plain-text">{draft.trim()}</p>
              {image ? <ChosenFile file={image} label={image.name} /> : null}
            </>
          }
        />
      ) : (
        <>
          <textarea
            className="sw-textarea"
            value={draft}
            placeholder={placeholder}
            maxLength={maximum}
            aria-labelledby={questionId}
            onChange={(event) => setDraft(event.target.value)}
          />
          {flag(data.allowImage, true) ? (
            <label className="sw-button sw-file-button">
              {image ? `${t('peer.addImage')}: ${image.name}` : t('peer.addImage')}
              <input type="file" accept="image/*" onChange={(event) => setImage(event.target.files?.[0] ?? null)} />
            </label>
          ) : null}
        </>
      )}
    </SlideFrame>
  );
}
