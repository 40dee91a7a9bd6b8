import { courseTranslationContracts, rolesAllow, type CourseTranslation, type CourseTranslationList } from '@slidewise/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { aiErrorMessage, aiFailureText, callContract, isApiError, queryKeys } from '../../../api/index.ts';
import { Alert } from '../../../ui/primitives/Alert.tsx';
import { Button } from '../../../ui/primitives/Button.tsx';
import { Spinner } from '../../../ui/primitives/Spinner.tsx';
import { TextField } from '../../../ui/primitives/TextField.tsx';
import { useFlag } from '../../account/index.ts';
import { useMe } from '../../auth/index.ts';
import { useCourseEditState } from '../editor/course-edit-context.ts';
import './translations.css';

/** How often the list is asked again while a translation runs (its job may run on another server). */
export const TRANSLATION_POLL_MS = 1500;

/**
 * The section says its own failures beside what failed (a translation switched off is a 403): the app-wide
 * handler would take the author from the course editor to the forbidden page instead.
 */
const quietly = { silent: true } as const;

/** The list with one translation as the server answered it (a run just started shows at once). */
const withTranslation = (list: CourseTranslationList | undefined, run: CourseTranslation): CourseTranslationList => {
  const items = list?.items ?? [];
  const known = items.some((item) => item.id === run.id);
  return { items: known ? items.map((item) => (item.id === run.id ? run : item)) : [...items, run] };
};

/**
 * Issue 17: translate the course into another language as a linked copy, or bring a copy up to date
 * (only the slides changed since are translated again). The server works a run in a job: the list shows
 * each translation's progress while it runs (asked again every 1.5 s), its failure with a retry, and the
 * tokens used. Shown while the translations v2 flag is on.
 */
export function TranslationsSection() {
  const { t } = useTranslation();
  const enabled = useFlag('translations-v2');
  const me = useMe();
  const courseId = useCourseEditState().original.id;
  const mayTranslate = rolesAllow('course.create', me.data?.userRoles ?? []);
  const queryClient = useQueryClient();
  const [language, setLanguage] = useState('');
  const listKey = queryKeys.course.translations(courseId);
  const list = useQuery({
    queryKey: listKey,
    queryFn: () => callContract(courseTranslationContracts.list, { params: { courseId } }, quietly),
    enabled: enabled && mayTranslate,
    refetchInterval: (query) => (query.state.data?.items.some((item) => item.status === 'Translating') ? TRANSLATION_POLL_MS : false),
  });
  const translate = useMutation({
    mutationFn: (into: string) =>
      callContract(courseTranslationContracts.translate, { params: { courseId }, body: { language: into } }, quietly),
    onSuccess: (run) => queryClient.setQueryData<CourseTranslationList>(listKey, (current) => withTranslation(current, run)),
  });
  const stop = useMutation({
    mutationFn: (translationId: string) => callContract(courseTranslationContracts.stop, { params: { courseId, translationId } }, quietly),
    onSuccess: (run) => queryClient.setQueryData<CourseTranslationList>(listKey, (current) => withTranslation(current, run)),
  });

  if (!enabled) return <p className="editor-empty">{t('courseEditor.translations.off')}</p>;
  if (!mayTranslate) return <p className="editor-empty">{t('courseEditor.translations.notAllowed')}</p>;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (language.trim()) translate.mutate(language.trim());
  };
  // The switch is this screen's own refusal; the AI failures are worded as for every AI action.
  const errorText = (error: unknown) =>
    isApiError(error) && error.code === 'feature_off' ? t('courseEditor.translations.errors.feature_off') : aiErrorMessage(error, t);

  return (
    <div className="editor-form">
      <p className="page__text">{t('courseEditor.translations.intro')}</p>
      <form className="editor-panel" onSubmit={onSubmit}>
        <TextField
          label={t('courseEditor.translations.language')}
          hint={t('courseEditor.translations.languageHint')}
          value={language}
          maxLength={35}
          onChange={(event) => setLanguage(event.target.value)}
        />
        <Button type="submit" disabled={translate.isPending || language.trim() === ''}>
          {t('courseEditor.translations.translate')}
        </Button>
      </form>
      {translate.isError ? <Alert tone="negative">{errorText(translate.error)}</Alert> : null}
      {stop.isError ? <Alert tone="negative">{errorText(stop.error)}</Alert> : null}
      <h2 className="editor-panel__title">{t('courseEditor.translations.existing')}</h2>
      {list.isPending ? (
        <Spinner label={t('courseEditor.translations.loading')} />
      ) : list.isError ? (
        <Alert tone="negative">{errorText(list.error)}</Alert>
      ) : list.data.items.length === 0 ? (
        <p className="editor-empty editor-empty--inline">{t('courseEditor.translations.none')}</p>
      ) : (
        <ul className="translation-list">
          {list.data.items.map((item) => (
            <TranslationItem
              key={item.id}
              item={item}
              busy={translate.isPending || stop.isPending}
              onTranslate={() => translate.mutate(item.language)}
              onStop={() => stop.mutate(item.id)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

interface TranslationItemProps {
  item: CourseTranslation;
  busy: boolean;
  onTranslate: () => void;
  onStop: () => void;
}

/** The button of a run: Stop while it goes, else start it again (Update, Try again, Go on). */
const actionKey = {
  Translated: 'courseEditor.translations.update',
  Failed: 'courseEditor.translations.retry',
  Stopped: 'courseEditor.translations.resume',
} as const;

/** A failed run in the reader's words when it is an AI failure, else the server's (English) message. */
const failureText = (item: CourseTranslation, t: TFunction) =>
  (item.failureCode ? aiFailureText({ code: item.failureCode, details: item.failureDetails ?? undefined }, t) : undefined) ??
  item.failureReason ??
  '';

/** One language's translation: its copy (linked once a run has finished it), and its latest run. */
function TranslationItem({ item, busy, onTranslate, onStop }: TranslationItemProps) {
  const { t } = useTranslation();
  const name = t('courseEditor.translations.copy', { language: item.language, title: item.courseTitle });
  const tokens =
    item.usage.inputTokens === null && item.usage.outputTokens === null
      ? null
      : t('courseEditor.translations.tokens', { input: item.usage.inputTokens ?? 0, output: item.usage.outputTokens ?? 0 });
  const progress = t('courseEditor.translations.progress', { done: item.slidesDone, total: item.slidesTotal });
  return (
    <li className="translation-list__item">
      <div className="translation-list__head">
        {item.translatedAt === null ? <span>{name}</span> : <Link to={`/course/${encodeURIComponent(item.courseId)}/edit`}>{name}</Link>}
        {item.translatedAt === null ? null : (
          <span className="translation-list__date">
            {t('courseEditor.translations.translatedAt', { date: new Date(item.translatedAt).toLocaleString() })}
          </span>
        )}
      </div>
      {/* Announced as the run goes: its progress, then how it ended. */}
      <div className="translation-list__run" aria-live="polite">
        {item.status === 'Translating' ? (
          <>
            <p className="page__text">
              {t(item.stopRequested ? 'courseEditor.translations.stopping' : 'courseEditor.translations.working')}
            </p>
            {item.slidesTotal > 0 ? (
              <>
                <progress className="translation-list__progress" max={item.slidesTotal} value={item.slidesDone} aria-label={progress} />
                <p className="page__text">{progress}</p>
              </>
            ) : null}
          </>
        ) : item.status === 'Stopped' ? (
          <p className="page__text">{t('courseEditor.translations.stopped', { done: item.slidesDone, total: item.slidesTotal })}</p>
        ) : item.status === 'Failed' ? (
          <Alert tone="negative">
            {t('courseEditor.translations.failedBecause', {
              reason: failureText(item, t),
              done: item.slidesDone,
              total: item.slidesTotal,
            })}
          </Alert>
        ) : (
          <p className="page__text">
            {t('courseEditor.translations.done', { translated: item.slidesTranslated, kept: item.slidesDone - item.slidesTranslated })}
            {item.skippedLessons > 0 ? ` ${t('courseEditor.translations.skipped', { count: item.skippedLessons })}` : null}
          </p>
        )}
        {tokens ? <p className="translation-list__tokens">{tokens}</p> : null}
      </div>
      {item.status === 'Translating' ? (
        <Button variant="secondary" disabled={busy || item.stopRequested} onClick={onStop}>
          {t('courseEditor.translations.stop', { language: item.language })}
        </Button>
      ) : (
        <Button variant={item.status === 'Translated' ? 'quiet' : 'primary'} disabled={busy} onClick={onTranslate}>
          {t(actionKey[item.status], { language: item.language })}
        </Button>
      )}
    </li>
  );
}
