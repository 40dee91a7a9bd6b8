import type { AssessmentResponse, Feedback, Submission } from '@slidewise/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/primitives/Button.tsx';
import { ActivityHtml } from '../threads/ActivityHtml.tsx';
import { CommentThread } from '../threads/CommentThread.tsx';
import { formatDateTime } from '../../../i18n/format-date.ts';
import { FeedbackForm } from './FeedbackForm.tsx';
import type { SubmissionListController } from './use-submission-list.ts';
import '../../../ui/activity/activity.css';

interface SubmissionCardProps {
  submission: Submission;
  assessment: Pick<AssessmentResponse, 'gradeByPercentage'> | undefined;
  list: SubmissionListController;
  describeError(error: unknown): string;
  headingRef(element: HTMLElement | null): void;
}

/** One learner's submission: its text, its status and score, its graded feedback and its comments. */
export function SubmissionCard({ submission, assessment, list, describeError, headingRef }: SubmissionCardProps) {
  const { t, i18n } = useTranslation();
  const [grading, setGrading] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const [commentsOpen, setCommentsOpen] = useState(false);
  const [commentsError, setCommentsError] = useState<string | undefined>();
  const thread = list.state.threads[submission.id];
  const author = submission.author.name || t('facilitator.unknownAuthor');
  const gradeByPercentage = assessment?.gradeByPercentage ?? false;

  const openComments = async () => {
    setCommentsOpen(true);
    if (thread) return;
    setCommentsError(undefined);
    try {
      await list.loadComments(submission.id);
    } catch (error) {
      setCommentsError(describeError(error));
    }
  };

  return (
    <article className="activity__card" aria-labelledby={`submission-${submission.id}`}>
      <header className="activity__card-header">
        <h2 className="activity__heading" id={`submission-${submission.id}`} tabIndex={-1} ref={headingRef}>
          {t('facilitator.submissions.heading', { author })}
        </h2>
        <span className={`activity__badge activity__badge--${submission.status}`}>
          {t(`facilitator.submissions.statuses.${submission.status}`)}
        </span>
      </header>
      <p className="activity__muted">
        <time dateTime={submission.createdAt}>
          {t('facilitator.submissions.submittedAt', { date: formatDateTime(submission.createdAt, i18n.language) })}
        </time>
        {submission.score !== null
          ? ` · ${t(gradeByPercentage ? 'facilitator.submissions.scorePercentage' : 'facilitator.submissions.score', { score: submission.score })}`
          : ''}
      </p>
      <ActivityHtml html={submission.content} />
      <section className="activity__feedback" aria-label={t('facilitator.feedback.heading', { author })}>
        {submission.feedback.map((feedback) =>
          editing === feedback.id ? (
            <FeedbackForm
              key={feedback.id}
              feedback={feedback}
              gradeByPercentage={gradeByPercentage}
              describeError={describeError}
              onCancel={() => setEditing(null)}
              onSubmit={async (body) => {
                await list.editFeedback(submission.id, feedback.id, body);
                setEditing(null);
              }}
            />
          ) : (
            <FeedbackView
              key={feedback.id}
              feedback={feedback}
              gradeByPercentage={gradeByPercentage}
              onEdit={() => setEditing(feedback.id)}
            />
          ),
        )}
        {grading ? (
          <FeedbackForm
            gradeByPercentage={gradeByPercentage}
            describeError={describeError}
            onCancel={() => setGrading(false)}
            onSubmit={async (body) => {
              await list.giveFeedback(submission.id, body);
              setGrading(false);
            }}
          />
        ) : (
          <div className="activity__actions activity__actions--start">
            <Button variant="secondary" onClick={() => setGrading(true)} aria-label={t('facilitator.feedback.giveNamed', { author })}>
              {t('facilitator.feedback.give')}
            </Button>
          </div>
        )}
      </section>
      {commentsOpen ? (
        <>
          {commentsError ? (
            <p className="field__error" role="alert">
              {commentsError}
            </p>
          ) : null}
          {thread ? (
            <CommentThread
              thread={thread}
              label={t('facilitator.comments.labelSubmission', { author })}
              hasEarlier={thread.items.length < thread.totalCount}
              onLoadEarlier={() => list.loadComments(submission.id)}
              onAdd={(content) => list.addComment(submission.id, content)}
              onEdit={(comment, content) => list.editComment(submission.id, comment, content)}
              onDelete={(comment) => list.deleteComment(submission.id, comment)}
              moderate
              describeError={describeError}
            />
          ) : null}
        </>
      ) : (
        <div className="activity__actions activity__actions--start">
          <Button variant="quiet" onClick={() => void openComments()}>
            {t('facilitator.submissions.comments', { count: submission.commentCount })}
          </Button>
        </div>
      )}
    </article>
  );
}

function FeedbackView({ feedback, gradeByPercentage, onEdit }: { feedback: Feedback; gradeByPercentage: boolean; onEdit(): void }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="activity__comment">
      <p className="activity__meta">
        <span className={`activity__badge activity__badge--${feedback.status}`}>
          {t(`facilitator.feedback.statuses.${feedback.status}`)}
        </span>{' '}
        {feedback.score !== undefined
          ? t(gradeByPercentage ? 'facilitator.submissions.scorePercentage' : 'facilitator.submissions.score', { score: feedback.score })
          : null}{' '}
        <span className="activity__author">{feedback.author.name || t('facilitator.unknownAuthor')}</span>{' '}
        <time dateTime={feedback.createdAt}>{formatDateTime(feedback.createdAt, i18n.language)}</time>
        {feedback.modifiedBy ? (
          <> · {t('facilitator.feedback.changedBy', { name: feedback.modifiedBy.name || t('facilitator.unknownAuthor') })}</>
        ) : null}
      </p>
      <ActivityHtml html={feedback.content} />
      {/* Only its author, or an owner or administrator, may change a grade: others are not offered it. */}
      {feedback.mayChange ? (
        <div className="activity__actions activity__actions--start">
          <Button variant="quiet" onClick={onEdit}>
            {t('facilitator.feedback.edit')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
