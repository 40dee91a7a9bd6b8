import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, queryKeys } from '../../api/index.ts';
import { readCourseGeneration, retryCourseGeneration, stopCourseGeneration } from '../../api/ai-generation.ts';
import { Alert } from '../../ui/primitives/Alert.tsx';
import { Button } from '../../ui/primitives/Button.tsx';
import { aiErrorMessage, aiFailureText, tokensText } from '../../api/ai-error-message.ts';
import './ai-generation.css';

/** How often the editor asks how a generation goes while it runs (the job may run on another server). */
export const GENERATION_POLL_MS = 1500;

const generationKey = (courseId: string) => [...queryKeys.course.all(courseId), 'ai-generation'] as const;

/**
 * The course's AI generation in its editor: progress lesson by lesson while it runs, with Stop; the reason
 * and Retry when it failed or was stopped; the tokens used. Nothing for a course not generated with AI.
 */
export function AiGenerationPanel({ courseId, canEdit }: { courseId: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const generation = useQuery({
    queryKey: generationKey(courseId),
    queryFn: () => readCourseGeneration(courseId),
    retry: (count, error) => !isApiError(error, 404) && count < 2,
    refetchInterval: (query) => (query.state.data?.status === 'Generating' ? GENERATION_POLL_MS : false),
  });
  const run = generation.data;
  const set = (next: typeof run) => queryClient.setQueryData(generationKey(courseId), next);
  const stop = useMutation({ mutationFn: () => stopCourseGeneration(courseId), onSuccess: set });
  const retry = useMutation({ mutationFn: () => retryCourseGeneration(courseId), onSuccess: set });

  // Each lesson made shows in the lesson list as it arrives.
  const lessonsSeen = useRef(run?.lessonsDone);
  useEffect(() => {
    if (run === undefined || lessonsSeen.current === run.lessonsDone) return;
    lessonsSeen.current = run.lessonsDone;
    void queryClient.invalidateQueries({ queryKey: queryKeys.course.lessons(courseId) });
  }, [run, courseId, queryClient]);

  if (generation.isPending || isApiError(generation.error, 404)) return null;
  if (generation.isError || !run) return <Alert tone="negative">{aiErrorMessage(generation.error, t)}</Alert>;
  if (run.status === 'Generated') {
    const tokens = tokensText(run.usage.totalTokens, t);
    return tokens ? <p className="ai-tokens">{t('aiGeneration.progress.generated', { tokens })}</p> : null;
  }

  const progress = t('aiGeneration.progress.lessons', { done: run.lessonsDone, total: run.lessonsTotal });
  // The failure in the reader's words when it is an AI failure, else the server's (English) message.
  const failure = run.failureCode
    ? (aiFailureText({ code: run.failureCode, details: run.failureDetails ?? undefined }, t) ?? run.failureReason)
    : run.failureReason;
  return (
    <section className="card ai-progress" aria-labelledby="ai-progress-heading" aria-live="polite">
      <h2 id="ai-progress-heading" className="ai-create__heading">
        {t(`aiGeneration.progress.status.${run.status}`)}
      </h2>
      <progress className="ai-progress__bar" max={run.lessonsTotal} value={run.lessonsDone} aria-label={progress} />
      <p className="page__text">{progress}</p>
      {failure ? <Alert tone="negative">{t('aiGeneration.progress.failedBecause', { reason: failure })}</Alert> : null}
      {run.usage.totalTokens !== null ? <p className="ai-tokens">{tokensText(run.usage.totalTokens, t)}</p> : null}
      {stop.isError || retry.isError ? <Alert tone="negative">{aiErrorMessage(stop.error ?? retry.error, t)}</Alert> : null}
      {canEdit ? (
        <div className="ai-progress__actions">
          {run.status === 'Generating' ? (
            <Button variant="secondary" onClick={() => stop.mutate()} disabled={stop.isPending}>
              {t('aiGeneration.progress.stop')}
            </Button>
          ) : (
            <Button onClick={() => retry.mutate()} disabled={retry.isPending}>
              {t('aiGeneration.progress.retry')}
            </Button>
          )}
        </div>
      ) : null}
    </section>
  );
}
