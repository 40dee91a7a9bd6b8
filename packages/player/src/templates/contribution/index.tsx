import { useId, useState } from 'react';
import { usePlayerText } from '../../i18n/player-language.tsx';
import { useContributionShare } from '../../lesson/contribution-upload.tsx';
import { ChosenFile } from '../../ui/ChosenFile.tsx';
import { ContributionWall } from '../../ui/ContributionWall.tsx';
import { DoneButton } from '../../ui/DoneButton.tsx';
import { flag, numberOr, record, text } from '../../ui/read-data.ts';
import { ShareStatus } from '../../ui/ShareStatus.tsx';
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
  const { state: sharing, share, canUpload } = useContributionShare();
  // The words go with the picture once it is stored, so peers see both; a failed upload posts nothing.
  const post = async () => {
    const stored = image && canUpload ? await share(image, image.name) : undefined;
    if (image && canUpload && !stored) return;
    setPosted(true);
    const picture = stored ? { url: stored.url, mimeType: stored.mimeType } : {};
    onResult?.({ correct: null, answers: { text: draft.trim(), image: image?.name ?? null, ...picture }, points: 0 });
  };

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
            disabled={draft.trim() === '' || sharing.phase === 'uploading'}
            onClick={() => void post()}
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
          <ShareStatus state={sharing} />
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
