import { skippedSlideAnswers } from '@slidewise/core';
import { useState, type ReactNode } from 'react';
import { MediaUnavailable } from '../../ui/MediaUnavailable.tsx';
import { usePlayerText } from '../../i18n/player-language.tsx';
import { packageName, PackageSlide, type PackageData } from '../../ui/PackageSlide.tsx';
import { text } from '../../ui/read-data.ts';
import type { SlideRendererProps } from '../renderer.ts';
import type { ScormOutcome } from './scorm-outcome.ts';
import { ScormStage } from './ScormStage.tsx';

/**
 * A SCORM 1.2 or 2004 package: its cover, then (for a learner) the package itself, reporting completion with
 * its status and score through onResult once; the editor shows the cover and the package's name.
 */
export default function ScormRenderer({ slide, data, template, state, mode, onResult, onDone, learner }: SlideRendererProps<PackageData>) {
  const t = usePlayerText();
  const [outcome, setOutcome] = useState<ScormOutcome | null>(null);
  const address = text(data.package);
  const completed = outcome !== null && ['passed', 'completed', 'failed'].includes(outcome.status);
  const words = outcome === null ? '' : statusWords(outcome, t);
  // A package that cannot open must not hold the learner: the skip is its result, with the reason.
  const skip = () => {
    onResult?.({ correct: null, answers: skippedSlideAnswers('package-unavailable'), points: 0 });
    onDone?.();
  };
  let stage: ReactNode;
  if (mode === 'play')
    stage = address ? (
      <ScormStage
        slideId={slide.id}
        address={address}
        learner={learner}
        name={packageName(address) || template.displayName}
        onOutcome={setOutcome}
        onComplete={(result) => onResult?.(result)}
        onSkip={skip}
      />
    ) : (
      <MediaUnavailable thing="package" onSkip={skip} />
    );
  return (
    <PackageSlide
      type={slide.type}
      state={state}
      template={template}
      data={data}
      onDone={onDone}
      completed={completed}
      status={words}
      stage={stage}
    />
  );
}

function statusWords(outcome: ScormOutcome, t: ReturnType<typeof usePlayerText>): string {
  const status =
    outcome.status === 'passed'
      ? t('package.passed')
      : outcome.status === 'failed'
        ? t('package.failed')
        : outcome.status === 'completed'
          ? t('package.completed')
          : outcome.status === 'not attempted'
            ? ''
            : t('package.inProgress');
  if (!status) return '';
  return outcome.score === null ? status : `${status} · ${t('package.score', { score: outcome.score })}`;
}
