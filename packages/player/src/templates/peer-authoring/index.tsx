import { useState } from 'react';
import { usePlayerText } from '../../i18n/player-language.tsx';
import { useContributionShare } from '../../lesson/contribution-upload.tsx';
import { ShareStatus } from '../../ui/ShareStatus.tsx';
import { ChosenFile } from '../../ui/ChosenFile.tsx';
import { ContributionWall } from '../../ui/ContributionWall.tsx';
import { DoneButton } from '../../ui/DoneButton.tsx';
import { text } from '../../ui/read-data.ts';
import { SlideFrame } from '../../ui/SlideFrame.tsx';
import type { SlideRendererProps } from '../renderer.ts';

interface PeerAuthoringData {
  id: string;
  title: string;
  noMediaUploaded: string;
  buttonText: string;
}

type Step = 'empty' | 'chosen' | 'shared';

/**
 * The request (title) and the wall of peers' pictures and videos; the learner picks a file of their
 * own and uploads it (reported with where it is kept, so peers see it). Before anything is shared the
 * wall shows the author's noMediaUploaded text.
 */
export default function PeerAuthoringRenderer({
  slide,
  data,
  template,
  state,
  mode,
  onResult,
  onDone,
  othersAnswers,
}: SlideRendererProps<PeerAuthoringData>) {
  const t = usePlayerText();
  const [step, setStep] = useState<Step>(state === 'answered' ? 'shared' : state === 'interacted' ? 'chosen' : 'empty');
  const [fileName, setFileName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const buttonText = text(data.buttonText) || t('peer.upload');
  const { state: sharing, share, canUpload } = useContributionShare();
  const upload = async () => {
    if (!canUpload || !file) {
      setStep('shared');
      onResult?.({ correct: null, answers: { file: fileName }, points: 0 });
      return;
    }
    const stored = await share(file, fileName);
    if (!stored) return;
    setStep('shared');
    onResult?.({ correct: null, answers: { file: stored.name, url: stored.url, mimeType: stored.mimeType }, points: 0 });
  };
  // A learner sees the file they picked; the editor's steps show a placeholder in its place.
  const pending = file ? (
    <figure className="sw-peer__chosen">
      <ChosenFile file={file} label={fileName} />
      <figcaption className="sw-caption">{fileName}</figcaption>
    </figure>
  ) : (
    <div className="sw-media-placeholder">
      <span>{fileName || t('peer.chosen')}</span>
    </div>
  );

  return (
    <SlideFrame
      type={slide.type}
      state={state}
      footer={
        step === 'shared' ? (
          <DoneButton template={template} onDone={onDone} />
        ) : step === 'chosen' ? (
          <button
            type="button"
            className="sw-button sw-button--primary"
            disabled={sharing.phase === 'uploading'}
            onClick={() => void upload()}
          >
            {buttonText}
          </button>
        ) : (
          <label className="sw-button sw-button--primary sw-file-button">
            {buttonText}
            <input
              type="file"
              accept="image/*,video/*"
              onChange={(event) => {
                const picked = event.target.files?.[0];
                if (!picked) return;
                setFileName(picked.name);
                setFile(picked);
                setStep('chosen');
              }}
            />
          </label>
        )
      }
    >
      <h2 className="sw-heading">{text(data.title)}</h2>
      {step === 'chosen' ? pending : null}
      {step === 'chosen' ? <ShareStatus state={sharing} /> : null}
      <ContributionWall
        mode={mode}
        others={othersAnswers}
        own={step === 'shared' ? pending : undefined}
        emptyText={step === 'empty' ? text(data.noMediaUploaded) : undefined}
      />
    </SlideFrame>
  );
}
