import { submissionStatuses, type SubmissionStatus } from '@slidewise/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { apiErrorMessage } from '../../api/index.ts';
import { assessmentQueryKeys, getAssessment } from '../assessment/index.ts';
import { Page } from '../../ui/layout/Page.tsx';
import { Alert } from '../../ui/primitives/Alert.tsx';
import { Button } from '../../ui/primitives/Button.tsx';
import { SelectField } from '../../ui/primitives/SelectField.tsx';
import { Spinner } from '../../ui/primitives/Spinner.tsx';
import { TextField } from '../../ui/primitives/TextField.tsx';
import { SubmissionCard } from './submissions/SubmissionCard.tsx';
import { useSubmissionList } from './submissions/use-submission-list.ts';
import { LoadMore } from './threads/LoadMore.tsx';
import '../../ui/activity/activity.css';

const isStatus = (value: string | null): value is SubmissionStatus => submissionStatuses.includes(value as SubmissionStatus);
const isDate = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * /assignments/{assignmentId}/submissions (authoring §2): the facilitator reads submissions, filtered by
 * status and created date (kept in the address, so a filtered view can be shared and survives a reload),
 * gives graded feedback and comments.
 */
export function AssignmentSubmissionsPage() {
  const { t } = useTranslation();
  const { assignmentId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const status = search.get('status');
  const created = search.get('created');
  const filters = { status: isStatus(status) ? status : undefined, created: isDate(created) ? created : undefined };
  const assessment = useQuery({
    queryKey: assessmentQueryKeys.assessment(assignmentId),
    queryFn: () => getAssessment(assignmentId, { silent: true }),
    retry: false,
  });
  const list = useSubmissionList(assignmentId, filters);
  const describeError = useCallback((error: unknown) => apiErrorMessage(error, t), [t]);
  const headings = useRef(new Map<string, HTMLElement>());
  const { submissions } = list.state;

  const setFilter = (name: 'status' | 'created', value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set(name, value);
    else next.delete(name);
    setSearch(next, { replace: true });
  };

  const focusSubmission = useCallback(
    (index: number) => {
      const submission = submissions.items[index];
      if (submission) headings.current.get(submission.id)?.focus({ preventScroll: true });
    },
    [submissions.items],
  );

  const filtered = filters.status !== undefined || filters.created !== undefined;

  return (
    <Page
      title={assessment.data?.title || t('pages.assignmentSubmissions.title')}
      eyebrow={
        assessment.data
          ? t('facilitator.submissions.eyebrow', { course: assessment.data.courseTitle })
          : t('pages.assignmentSubmissions.title')
      }
      actions={<Link to={`/assignment/${encodeURIComponent(assignmentId)}`}>{t('facilitator.submissions.settings')}</Link>}
    >
      <div className="activity">
        <form className="activity__filters" aria-label={t('facilitator.submissions.filters')} onSubmit={(event) => event.preventDefault()}>
          <SelectField
            label={t('facilitator.submissions.status')}
            value={filters.status ?? ''}
            options={[
              { value: '', label: t('facilitator.submissions.allStatuses') },
              ...submissionStatuses.map((value) => ({ value, label: t(`facilitator.submissions.statuses.${value}`) })),
            ]}
            onChange={(event) => setFilter('status', event.target.value)}
          />
          <TextField
            label={t('facilitator.submissions.createdFrom')}
            type="date"
            value={filters.created ?? ''}
            onChange={(event) => setFilter('created', event.target.value)}
          />
          <Button variant="quiet" disabled={!filtered} onClick={() => setSearch(new URLSearchParams(), { replace: true })}>
            {t('facilitator.submissions.clearFilters')}
          </Button>
        </form>
        {list.status.kind === 'loading' ? <Spinner label={t('facilitator.submissions.loading')} /> : null}
        {list.status.kind === 'failed' ? (
          <Alert tone="negative">
            <p>{t('facilitator.submissions.loadFailed')}</p>
            <p>{describeError(list.status.error)}</p>
            <Button variant="secondary" onClick={() => void list.reload()}>
              {t('facilitator.list.retry')}
            </Button>
          </Alert>
        ) : null}
        {list.status.kind === 'ready' ? (
          <>
            <p className="activity__muted" role="status">
              {t('facilitator.submissions.count', { count: submissions.totalCount })}
            </p>
            {submissions.items.length === 0 ? (
              <p className="activity__empty">
                {filtered ? t('facilitator.submissions.emptyFiltered') : t('facilitator.submissions.empty')}
              </p>
            ) : null}
            <ol className="activity__list">
              {submissions.items.map((submission) => (
                <li key={submission.id}>
                  <SubmissionCard
                    submission={submission}
                    assessment={assessment.data}
                    list={list}
                    describeError={describeError}
                    headingRef={(element) => {
                      if (element) headings.current.set(submission.id, element);
                      else headings.current.delete(submission.id);
                    }}
                  />
                </li>
              ))}
            </ol>
            <LoadMore
              shown={submissions.items.length}
              total={submissions.totalCount}
              onLoad={list.loadMore}
              onLoaded={focusSubmission}
              describeError={describeError}
            />
          </>
        ) : null}
      </div>
    </Page>
  );
}
