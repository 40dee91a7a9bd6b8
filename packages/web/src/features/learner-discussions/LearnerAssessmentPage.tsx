import type { Feedback, LearnerAssessment, Submission } from '@slidewise/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { apiErrorMessage } from '../../api/index.ts';
import { assessmentQueryKeys, getLearnerAssessment, submitAssessment } from '../assessment/index.ts';
import { ActivityQueryView } from '../activities/index.ts';
import { ActivityHtml, RichTextComposer } from '../facilitator/index.ts';
import { formatDateTime } from '../../i18n/format-date.ts';
import { Page } from '../../ui/layout/Page.tsx';
import { Button } from '../../ui/primitives/Button.tsx';
import { Requirements } from './Requirements.tsx';
import { WindowNoticeText } from './WindowNoticeText.tsx';
import './learner-activity.css';
import '../../ui/activity/activity.css';

/**
 * /learn/assessments/:lessonId: the learner reads the assessment, submits while it is open, and sees
 * the status, the grade and every piece of feedback. Work returned for revision can be submitted again.
 */
export function LearnerAssessmentPage() {
  const { t } = useTranslation();
  const { lessonId = '' } = useParams();
  const queryClient = useQueryClient();
  const [announcement, setAnnouncement] = useState('');
  const [revising, setRevising] = useState(false);
  const assessment = useQuery({ queryKey: assessmentQueryKeys.learnerAssessment(lessonId), queryFn: () => getLearnerAssessment(lessonId) });
  const describeError = useCallback((error: unknown) => apiErrorMessage(error, t), [t]);

  return (
    <ActivityQueryView
      query={assessment}
      texts={{
        loading: t('discussions.learner.assessment.loading'),
        pageTitle: t('pages.assessment.title'),
        loadFailed: t('discussions.learner.assessment.loadFailed'),
        retry: t('facilitator.list.retry'),
      }}
    >
      {(item) => {
        const { submission } = item;
        // The server takes a revision until the work is graded; returned work asks for one at once.
        const canRevise = item.open && submission !== null && submission.status !== 'graded';
        const canSubmit = item.open && (submission === null || submission.status === 'returned' || revising);
        const scoreKey = item.gradeByPercentage
          ? 'discussions.learner.assessment.minimumScorePercentage'
          : 'discussions.learner.assessment.minimumScore';

        const submit = async (content: string) => {
          const submitted = await submitAssessment(lessonId, content);
          queryClient.setQueryData<LearnerAssessment>(assessmentQueryKeys.learnerAssessment(lessonId), { ...item, submission: submitted });
          setRevising(false);
          setAnnouncement(t('discussions.learner.assessment.submitted'));
        };

        return (
          <Page
            title={item.title}
            eyebrow={item.courseTitle}
            actions={
              <Link to={`/learn/courses/${encodeURIComponent(item.courseId)}`}>
                {t('discussions.learner.backToCourse', { course: item.courseTitle })}
              </Link>
            }
          >
            {item.description ? <p className="learner-activity__description">{item.description}</p> : null}
            {item.minimumScore > 0 ? <p className="activity__muted">{t(scoreKey, { score: item.minimumScore })}</p> : null}
            <WindowNoticeText planning={item.planning} open={item.open} />
            {/* Heard, not seen: the submission card itself shows what changed. */}
            <p className="visually-hidden" role="status">
              {announcement}
            </p>
            {submission ? (
              <SubmissionView submission={submission} gradeByPercentage={item.gradeByPercentage} />
            ) : (
              <Requirements completed={false} items={[t('discussions.learner.requireSubmission')]} />
            )}
            {submission?.status === 'returned' && item.open ? <p>{t('discussions.learner.assessment.resubmitHint')}</p> : null}
            {canSubmit ? (
              <RichTextComposer
                key={submission?.modifiedAt ?? 'first'}
                label={submission ? t('discussions.learner.assessment.revisionLabel') : t('discussions.learner.assessment.answer')}
                submitLabel={submission ? t('discussions.learner.assessment.resubmit') : t('discussions.learner.assessment.submit')}
                busyLabel={t('discussions.learner.assessment.submitting')}
                initial={submission?.content ?? ''}
                describeError={describeError}
                onSubmit={submit}
                {...(revising ? { onCancel: () => setRevising(false) } : {})}
              />
            ) : canRevise ? (
              <div>
                <Button variant="secondary" onClick={() => setRevising(true)}>
                  {t('discussions.learner.assessment.revise')}
                </Button>
              </div>
            ) : null}
          </Page>
        );
      }}
    </ActivityQueryView>
  );
}

function SubmissionView({ submission, gradeByPercentage }: { submission: Submission; gradeByPercentage: boolean }) {
  const { t, i18n } = useTranslation();
  const scoreKey = gradeByPercentage ? 'discussions.learner.assessment.scorePercentage' : 'discussions.learner.assessment.score';
  return (
    <section className="activity__card learner-activity__submission" aria-labelledby="my-submission">
      <h2 className="activity__heading" id="my-submission">
        {t('discussions.learner.assessment.yourSubmission')}
      </h2>
      <div className="learner-activity__badge-row">
        <span className={`activity__badge activity__badge--${submission.status}`}>
          {t(`discussions.learner.assessment.statuses.${submission.status}`)}
        </span>
        {submission.score !== null ? <strong>{t(scoreKey, { score: submission.score })}</strong> : null}
      </div>
      <p className="activity__muted">
        <time dateTime={submission.createdAt}>
          {t('discussions.learner.assessment.submittedAt', { date: formatDateTime(submission.createdAt, i18n.language) })}
        </time>
      </p>
      <ActivityHtml html={submission.content} />
      <h3 className="activity__heading">{t('discussions.learner.assessment.feedback')}</h3>
      {submission.feedback.length === 0 ? <p className="activity__muted">{t('discussions.learner.assessment.noFeedback')}</p> : null}
      <ol className="activity__comments">
        {submission.feedback.map((feedback) => (
          <FeedbackItem key={feedback.id} feedback={feedback} scoreKey={scoreKey} />
        ))}
      </ol>
    </section>
  );
}

function FeedbackItem({
  feedback,
  scoreKey,
}: {
  feedback: Feedback;
  scoreKey: 'discussions.learner.assessment.scorePercentage' | 'discussions.learner.assessment.score';
}) {
  const { t, i18n } = useTranslation();
  return (
    <li className="activity__comment">
      <p className="activity__meta">
        <span className={`activity__badge activity__badge--${feedback.status}`}>
          {t(`discussions.learner.assessment.results.${feedback.status}`)}
        </span>{' '}
        {feedback.score !== undefined ? <strong>{t(scoreKey, { score: feedback.score })}</strong> : null}{' '}
        <span className="activity__author">{feedback.author.name || t('facilitator.unknownAuthor')}</span>{' '}
        <time dateTime={feedback.createdAt}>{formatDateTime(feedback.createdAt, i18n.language)}</time>
      </p>
      <ActivityHtml html={feedback.content} />
    </li>
  );
}
