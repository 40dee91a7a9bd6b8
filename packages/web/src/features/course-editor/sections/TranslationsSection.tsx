import { courseTranslationContracts, rolesAllow, type CourseTranslationResult } from '@slidewise/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { aiErrorMessage, callContract, isApiError, queryKeys } from '../../../api/index.ts';
import { Alert } from '../../../ui/primitives/Alert.tsx';
import { Button } from '../../../ui/primitives/Button.tsx';
import { Spinner } from '../../../ui/primitives/Spinner.tsx';
import { TextField } from '../../../ui/primitives/TextField.tsx';
import { useFlag } from '../../account/index.ts';
import { useMe } from '../../auth/index.ts';
import { useCourseEditState } from '../editor/course-edit-context.ts';
import './translations.css';

/**
 * Issue 17: translate the course into another language as a linked copy, or bring a copy up to date
 * (only the slides changed since are translated again). Shown while the translations v2 flag is on.
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
    queryFn: () => callContract(courseTranslationContracts.list, { params: { courseId } }),
    enabled: enabled && mayTranslate,
  });
  const translate = useMutation({
    mutationFn: (into: string) => callContract(courseTranslationContracts.translate, { params: { courseId }, body: { language: into } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: listKey }),
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
      <div aria-live="polite">
        {translate.isPending ? <p className="page__text">{t('courseEditor.translations.working')}</p> : null}
        {translate.data ? <TranslationSummary result={translate.data} /> : null}
      </div>
      {translate.isError ? <Alert tone="negative">{errorText(translate.error)}</Alert> : null}
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
            <li key={item.id} className="translation-list__item">
              <Link to={`/course/${encodeURIComponent(item.courseId)}/edit`}>
                {t('courseEditor.translations.copy', { language: item.language, title: item.courseTitle })}
              </Link>{' '}
              <span className="translation-list__date">
                {t('courseEditor.translations.translatedAt', { date: new Date(item.translatedAt).toLocaleString() })}
              </span>{' '}
              <Button variant="quiet" disabled={translate.isPending} onClick={() => translate.mutate(item.language)}>
                {t('courseEditor.translations.update', { language: item.language })}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function TranslationSummary({ result }: { result: CourseTranslationResult }) {
  const { t } = useTranslation();
  const tokens =
    result.usage.inputTokens === null && result.usage.outputTokens === null
      ? t('courseEditor.translations.tokensUnknown')
      : t('courseEditor.translations.tokens', { input: result.usage.inputTokens ?? 0, output: result.usage.outputTokens ?? 0 });
  return (
    <Alert tone="positive">
      {t('courseEditor.translations.done', {
        translated: result.translatedSlides,
        kept: result.keptSlides,
        language: result.translation.language,
      })}{' '}
      {result.skippedLessons > 0 ? t('courseEditor.translations.skipped', { count: result.skippedLessons }) : null} {tokens}
    </Alert>
  );
}
