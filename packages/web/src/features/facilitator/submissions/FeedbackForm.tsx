import { feedbackStatuses, type Feedback, type FeedbackBody, type FeedbackStatus } from '@slidewise/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RadioGroup } from '../../../ui/primitives/RadioGroup.tsx';
import { TextField } from '../../../ui/primitives/TextField.tsx';
import { RichTextComposer } from '../threads/RichTextComposer.tsx';

interface FeedbackFormProps {
  /** The feedback being edited; absent for new feedback. */
  feedback?: Feedback;
  gradeByPercentage: boolean;
  onSubmit(body: FeedbackBody): Promise<void>;
  onCancel?(): void;
  describeError(error: unknown): string;
}

/** Graded feedback (authoring §7: content and status; the score is ours, 0–100 when graded by percentage). */
export function FeedbackForm({ feedback, gradeByPercentage, onSubmit, onCancel, describeError }: FeedbackFormProps) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<FeedbackStatus>(feedback?.status ?? 'passed');
  const [score, setScore] = useState(feedback?.score === undefined ? '' : String(feedback.score));
  const maximum = gradeByPercentage ? 100 : undefined;
  const scoreValue = score.trim() === '' ? undefined : Number(score);
  const scoreValid =
    scoreValue === undefined || (Number.isFinite(scoreValue) && scoreValue >= 0 && (maximum === undefined || scoreValue <= maximum));

  return (
    <RichTextComposer
      label={t('facilitator.feedback.content')}
      submitLabel={feedback ? t('facilitator.feedback.update') : t('facilitator.feedback.send')}
      busyLabel={t('facilitator.feedback.sending')}
      initial={feedback?.content ?? ''}
      canSubmit={scoreValid}
      describeError={describeError}
      {...(onCancel ? { onCancel } : {})}
      onSubmit={(content) => onSubmit({ content, status, ...(scoreValue === undefined ? {} : { score: scoreValue }) })}
    >
      <RadioGroup<FeedbackStatus>
        legend={t('facilitator.feedback.status')}
        value={status}
        options={feedbackStatuses.map((value) => ({ value, label: t(`facilitator.feedback.statuses.${value}`) }))}
        onChange={setStatus}
      />
      <TextField
        label={t('facilitator.feedback.score')}
        requirement="optional"
        hint={gradeByPercentage ? t('facilitator.feedback.scoreHintPercentage') : t('facilitator.feedback.scoreHintPoints')}
        type="number"
        inputMode="decimal"
        min={0}
        {...(maximum === undefined ? {} : { max: maximum })}
        value={score}
        error={scoreValid ? undefined : t('facilitator.feedback.scoreInvalid')}
        onChange={(event) => setScore(event.target.value)}
      />
    </RichTextComposer>
  );
}
