import { type AiCourseOutline, AI_MAX_LESSONS, aiCourseOutlineSchema, aiCourseRequestSchema } from '@slidewise/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { queryKeys } from '../../api/index.ts';
import { outlineCourse, startCourseGeneration } from '../../api/ai-generation.ts';
import { Page } from '../../ui/layout/Page.tsx';
import { Alert } from '../../ui/primitives/Alert.tsx';
import { Button } from '../../ui/primitives/Button.tsx';
import { SelectField } from '../../ui/primitives/SelectField.tsx';
import { TextAreaField } from '../../ui/primitives/TextAreaField.tsx';
import { TextField } from '../../ui/primitives/TextField.tsx';
import { aiErrorMessage, tokensText } from '../../api/ai-error-message.ts';
import { followGenerationState } from './follow-generation.ts';
import { OutlineEditor } from './OutlineEditor.tsx';
import './ai-generation.css';

const languages = ['en-US', 'es-ES'] as const;

/**
 * /course/new/edit?with=ai: a course from a prompt. The author describes it, reviews and edits the outline
 * the model proposes, then starts the generation and follows it in the course editor.
 */
export function AiCourseCreate() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [request, setRequest] = useState({
    topic: '',
    audience: '',
    tone: '',
    lessonCount: 3,
    language: languages.includes(i18n.language as never) ? i18n.language : 'en-US',
  });
  const [topicError, setTopicError] = useState<string | undefined>();
  const [outline, setOutline] = useState<AiCourseOutline | null>(null);
  const parsedRequest = () =>
    aiCourseRequestSchema.safeParse({
      ...request,
      audience: request.audience.trim() || undefined,
      tone: request.tone.trim() || undefined,
    });

  const outlining = useMutation({ mutationFn: outlineCourse, onSuccess: (answer) => setOutline(answer.outline) });
  const starting = useMutation({
    mutationFn: startCourseGeneration,
    onSuccess: (run) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.courses.all });
      // The editor is told to follow this run: with a fast model the lessons may all be written before its
      // first read of the course, which then says Generated like any other course.
      void navigate(`/course/${encodeURIComponent(run.courseId)}/edit`, { replace: true, state: followGenerationState });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parsedRequest();
    if (!parsed.success) {
      setTopicError(t('aiGeneration.create.topicRequired'));
      document.querySelector<HTMLTextAreaElement>('textarea[name="topic"]')?.focus();
      return;
    }
    outlining.mutate(parsed.data);
  };

  const [outlineIncomplete, setOutlineIncomplete] = useState(false);
  const generate = () => {
    const parsed = parsedRequest();
    if (!parsed.success || !outline) return;
    // Said here, beside the outline, rather than as the server's refusal: every lesson a model is to write needs its title and what it teaches.
    const complete = aiCourseOutlineSchema.safeParse(outline).success;
    setOutlineIncomplete(!complete);
    if (!complete) {
      const fields = document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('.ai-outline input, .ai-outline textarea');
      [...fields].find((field) => field.value.trim() === '')?.focus();
      return;
    }
    starting.mutate({ request: { ...parsed.data, lessonCount: outline.lessons.length }, outline });
  };

  return (
    <Page title={t('aiGeneration.create.title')} eyebrow={t('pages.courseEditor.title')} width="narrow">
      <form className="card ai-create" noValidate onSubmit={submit}>
        <p className="page__text">{t('aiGeneration.create.intro')}</p>
        <TextAreaField
          name="topic"
          label={t('aiGeneration.create.topic')}
          requirement="required"
          value={request.topic}
          error={topicError}
          maxLength={2000}
          onChange={(event) => {
            setRequest((current) => ({ ...current, topic: event.target.value }));
            setTopicError(undefined);
          }}
        />
        <TextField
          label={t('aiGeneration.create.audience')}
          requirement="optional"
          value={request.audience}
          maxLength={300}
          onChange={(event) => setRequest((current) => ({ ...current, audience: event.target.value }))}
        />
        <TextField
          label={t('aiGeneration.create.tone')}
          requirement="optional"
          value={request.tone}
          maxLength={100}
          onChange={(event) => setRequest((current) => ({ ...current, tone: event.target.value }))}
        />
        <div className="ai-create__row">
          <TextField
            label={t('aiGeneration.create.lessonCount')}
            type="number"
            min={1}
            max={AI_MAX_LESSONS}
            value={request.lessonCount}
            onChange={(event) =>
              setRequest((current) => ({ ...current, lessonCount: Math.min(AI_MAX_LESSONS, Math.max(1, Number(event.target.value) || 1)) }))
            }
          />
          <SelectField
            label={t('aiGeneration.create.language')}
            value={request.language}
            options={languages.map((value) => ({ value, label: t(`aiGeneration.create.languages.${value}`) }))}
            onChange={(event) => setRequest((current) => ({ ...current, language: event.target.value }))}
          />
        </div>
        {outlining.isError ? <Alert tone="negative">{aiErrorMessage(outlining.error, t)}</Alert> : null}
        <div className="ai-create__actions">
          <Link to="/course/new/edit">{t('aiGeneration.create.manually')}</Link>
          <Button type="submit" variant={outline ? 'secondary' : 'primary'} disabled={outlining.isPending}>
            {outlining.isPending
              ? t('aiGeneration.create.outlining')
              : outline
                ? t('aiGeneration.create.outlineAgain')
                : t('aiGeneration.create.outline')}
          </Button>
        </div>
      </form>
      {outline ? (
        <section className="card ai-create" aria-labelledby="ai-outline-heading">
          <h2 id="ai-outline-heading" className="ai-create__heading">
            {t('aiGeneration.outline.title')}
          </h2>
          <p className="page__text">{t('aiGeneration.outline.intro')}</p>
          {outlining.data ? <p className="ai-tokens">{tokensText(outlining.data.usage.totalTokens, t)}</p> : null}
          <OutlineEditor outline={outline} onChange={setOutline} />
          {outlineIncomplete ? <Alert tone="negative">{t('aiGeneration.outline.incomplete')}</Alert> : null}
          {starting.isError ? <Alert tone="negative">{aiErrorMessage(starting.error, t)}</Alert> : null}
          <div className="ai-create__actions">
            <Button onClick={generate} disabled={starting.isPending || outline.lessons.length === 0}>
              {starting.isPending
                ? t('aiGeneration.outline.starting')
                : t('aiGeneration.outline.generate', { count: outline.lessons.length })}
            </Button>
          </div>
        </section>
      ) : null}
    </Page>
  );
}
