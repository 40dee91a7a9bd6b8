import { urlSlugSchema } from '@slidewise/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, queryKeys, saveUrlSlug } from '../../../../api/index.ts';
import { Alert } from '../../../../ui/primitives/Alert.tsx';
import { Button } from '../../../../ui/primitives/Button.tsx';
import { Spinner } from '../../../../ui/primitives/Spinner.tsx';
import { TextField } from '../../../../ui/primitives/TextField.tsx';
import { useToast } from '../../../../ui/toasts/toast-context.ts';
import { slugFromTitle } from './link-lines.ts';
import { useUrlSlugs } from './public-detail-queries.ts';

/** The public page's address: unique across the platform; a taken one shows the server's message. */
export function UrlSlugForm({ courseId, courseTitle }: { courseId: string; courseTitle: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const slugs = useUrlSlugs(courseId);
  const current = slugs.data?.[0] ?? null;
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const value = typed ?? current?.urlSlug ?? '';

  const save = useMutation({
    mutationFn: (urlSlug: string) => saveUrlSlug(courseId, urlSlug, current?.id ?? null),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.course.urlSlugs(courseId), [saved]);
      void queryClient.invalidateQueries({ queryKey: queryKeys.course.publicPage(courseId) });
      setTyped(null);
      toast.add({ variant: 'success', message: t('courseEditor.public.slugSaved', { slug: saved.urlSlug }) });
    },
    onError: (failure) => setError(apiErrorMessage(failure, t)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!urlSlugSchema.safeParse(value).success) {
      setError(value.trim() === '' ? t('validation.required') : t('courseEditor.public.slugInvalid'));
      return;
    }
    save.mutate(value);
  };

  if (slugs.isPending) return <Spinner label={t('app.loading')} />;
  // Not an empty form: saving it would try to give the page a second address.
  if (slugs.isError) {
    return (
      <Alert tone="negative">
        {apiErrorMessage(slugs.error, t)}{' '}
        <Button variant="quiet" onClick={() => void slugs.refetch()}>
          {t('home.retry')}
        </Button>
      </Alert>
    );
  }
  return (
    <form className="editor-panel" noValidate onSubmit={submit} aria-label={t('courseEditor.public.slugTitle')}>
      <h3 className="editor-subtitle">{t('courseEditor.public.slugTitle')}</h3>
      <p className="field__hint">{t('courseEditor.public.slugHint')}</p>
      <div className="inline-form">
        <TextField
          label={t('courseEditor.public.slug')}
          value={value}
          maxLength={100}
          autoCapitalize="none"
          spellCheck={false}
          {...(error ? { error } : {})}
          onChange={(event) => {
            setTyped(event.target.value);
            setError(undefined);
          }}
        />
        <Button type="submit" disabled={save.isPending || (typed === null && current !== null)}>
          {t('courseEditor.save.action')}
        </Button>
      </div>
      {value === '' && slugFromTitle(courseTitle) !== '' ? (
        <div>
          <Button variant="quiet" onClick={() => setTyped(slugFromTitle(courseTitle))}>
            {t('courseEditor.public.slugFromTitle', { slug: slugFromTitle(courseTitle) })}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
