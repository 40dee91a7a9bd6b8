import { useId, useState, type ReactNode } from 'react';
import { skippedSlideAnswers } from '@slidewise/core';
import { SlideVideo } from '../../ui/Media.tsx';
import { MediaUnavailable } from '../../ui/MediaUnavailable.tsx';
import { useCameraRecorder } from './use-camera-recorder.ts';
import { usePlayerText } from '../../i18n/player-language.tsx';
import { useContributionShare } from '../../lesson/contribution-upload.tsx';
import { ShareStatus } from '../../ui/ShareStatus.tsx';
import { ContributionWall } from '../../ui/ContributionWall.tsx';
import { DoneButton } from '../../ui/DoneButton.tsx';
import { record, text } from '../../ui/read-data.ts';
import { PlainText } from '../../ui/RichText.tsx';
import { SlideFrame } from '../../ui/SlideFrame.tsx';
import { SurveyQuestion } from '../../ui/SurveyParts.tsx';
import type { SlideRendererProps } from '../renderer.ts';

interface VideoContributionData {
  question: { id: string; content: string };
  prompt: string;
}

type Step = 'ready' | 'recording' | 'recorded';

/**
 * The question, the recording prompt and the record button; while recording the prompt stays in view.
 * A learner records with their camera; the editor walks through the same steps without one.
 */
export default function VideoContributionRenderer(props: SlideRendererProps<VideoContributionData>) {
  return props.mode === 'play' ? <RecordedContribution {...props} /> : <PreviewedContribution {...props} />;
}

/** The steps as pictures for the author: no camera is asked for in the editor. */
function PreviewedContribution({
  slide,
  data,
  template,
  state,
  mode,
  onResult,
  onDone,
  othersAnswers,
}: SlideRendererProps<VideoContributionData>) {
  const t = usePlayerText();
  const questionId = useId();
  const [step, setStep] = useState<Step>(state === 'answered' ? 'recorded' : state === 'interacted' ? 'recording' : 'ready');
  const prompt = text(data.prompt);

  return (
    <SlideFrame
      type={slide.type}
      state={state}
      footer={
        step === 'recorded' ? (
          <DoneButton template={template} onDone={onDone} />
        ) : (
          <button
            type="button"
            className="sw-button sw-button--primary"
            onClick={() => {
              if (step === 'ready') return setStep('recording');
              setStep('recorded');
              onResult?.({ correct: null, answers: { video: true }, points: 0 });
            }}
          >
            {step === 'ready' ? t('peer.record') : t('survey.submit')}
          </button>
        )
      }
    >
      <SurveyQuestion id={questionId} html={text(record(data.question).content)} />
      {step === 'recording' ? (
        <div className="sw-recording" role="status">
          <p>
            <span className="sw-recording__dot" aria-hidden="true" />
            {t('peer.recording')}
          </p>
          <PlainText text={prompt} />
        </div>
      ) : step === 'ready' ? (
        <PlainText className="sw-survey__hint" text={prompt} />
      ) : (
        <ContributionWall mode={mode} others={othersAnswers} own={<p>{t('peer.recorded')}</p>} />
      )}
    </SlideFrame>
  );
}

/** The camera's live picture while recording (muted: the learner must not hear themselves). */
function LiveCamera({ stream, label }: { stream: MediaStream; label: string }) {
  return (
    <video
      className="sw-video"
      aria-label={label}
      muted
      autoPlay
      playsInline
      ref={(element) => {
        if (element && element.srcObject !== stream) element.srcObject = stream;
      }}
    />
  );
}

/**
 * A learner records an answer with the camera, watches it back, records again if they like and shares
 * it; sharing reports `{ video: true, seconds }` once.
 */
function RecordedContribution({
  slide,
  data,
  template,
  state,
  onResult,
  onDone,
  othersAnswers,
}: SlideRendererProps<VideoContributionData>) {
  const t = usePlayerText();
  const questionId = useId();
  const prompt = text(data.prompt);
  const { state: recording, start, stop } = useCameraRecorder();
  const [shared, setShared] = useState(false);
  const { state: sharing, share, canUpload } = useContributionShare();
  // The recording is uploaded like any video (issue 13), so peers can watch it.
  const shareRecording = async (address: string, seconds: number) => {
    if (!canUpload) {
      setShared(true);
      onResult?.({ correct: null, answers: { video: true, seconds }, points: 0 });
      return;
    }
    const blob = await fetch(address).then((response) => response.blob());
    const stored = await share(blob, `recording.${blob.type.includes('mp4') ? 'mp4' : 'webm'}`);
    if (!stored) return;
    setShared(true);
    onResult?.({ correct: null, answers: { video: true, seconds, url: stored.url, mimeType: stored.mimeType }, points: 0 });
  };
  const recordButton = (label: string, primary: boolean) => (
    <button
      type="button"
      className={`sw-button${primary ? ' sw-button--primary' : ''}`}
      disabled={recording.phase === 'starting'}
      onClick={() => void start()}
    >
      {label}
    </button>
  );

  // Without a camera (none, refused, in use) the learner retries or skips; the skip is the slide's
  // result, with its reason, so the lesson goes on and staff can tell it from a recording.
  const skip = () => {
    onResult?.({ correct: null, answers: skippedSlideAnswers('camera-unavailable'), points: 0 });
    onDone?.();
  };

  let footer: ReactNode;
  if (shared) footer = <DoneButton template={template} onDone={onDone} />;
  else if (recording.phase === 'failed') footer = null;
  else if (recording.phase === 'recording')
    footer = (
      <button type="button" className="sw-button sw-button--primary" onClick={stop}>
        {t('peer.stop')}
      </button>
    );
  else if (recording.phase === 'recorded') {
    const { seconds } = recording;
    footer = (
      <>
        {recordButton(t('peer.retake'), false)}
        <button
          type="button"
          className="sw-button sw-button--primary"
          disabled={sharing.phase === 'uploading'}
          onClick={() => void shareRecording(recording.url, seconds)}
        >
          {t('peer.share')}
        </button>
      </>
    );
  } else footer = recordButton(t('peer.record'), true);

  const playback = recording.phase === 'recorded' ? <SlideVideo src={recording.url} title={t('peer.yourRecording')} /> : null;
  return (
    <SlideFrame type={slide.type} state={state} footer={footer}>
      <SurveyQuestion id={questionId} html={text(record(data.question).content)} />
      {shared ? (
        <ContributionWall mode="play" others={othersAnswers} own={playback} />
      ) : recording.phase === 'recording' ? (
        <div className="sw-recording" role="status">
          <LiveCamera stream={recording.stream} label={t('peer.camera')} />
          <p>
            <span className="sw-recording__dot" aria-hidden="true" />
            {t('peer.recording')}
          </p>
          <PlainText text={prompt} />
        </div>
      ) : (
        <>
          {recording.phase === 'failed' ? <MediaUnavailable thing="camera" onRetry={() => void start()} onSkip={skip} /> : null}
          {playback ?? <PlainText className="sw-survey__hint" text={prompt} />}
          <ShareStatus state={sharing} />
        </>
      )}
    </SlideFrame>
  );
}
