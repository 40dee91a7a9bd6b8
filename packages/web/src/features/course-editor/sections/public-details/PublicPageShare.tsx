import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, getPublicPage, queryKeys } from '../../../../api/index.ts';
import { Alert } from '../../../../ui/primitives/Alert.tsx';
import { Button } from '../../../../ui/primitives/Button.tsx';
import { Spinner } from '../../../../ui/primitives/Spinner.tsx';
import { TextAreaField } from '../../../../ui/primitives/TextAreaField.tsx';
import { useToast } from '../../../../ui/toasts/toast-context.ts';

/**
 * Issue 18: the public page as the author shares it — its live address with a copy button, a QR code
 * of it and the snippet that embeds it in another site; or why it does not answer yet.
 */
export function PublicPageShare({ courseId, courseTitle }: { courseId: string; courseTitle: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  // Whether the page answers is decided elsewhere too (the status section, the account's switch): asked
  // again each time the section opens, never taken from a cache of another section's visit.
  const page = useQuery({ queryKey: queryKeys.course.publicPage(courseId), queryFn: () => getPublicPage(courseId), staleTime: 0 });

  const copy = async (text: string, copiedMessage: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.add({ variant: 'success', message: copiedMessage });
    } catch {
      toast.add({ variant: 'error', message: t('courseEditor.public.copyFailed') });
    }
  };

  return (
    <section className="editor-panel public-share" aria-labelledby="public-share-title">
      <h3 className="editor-subtitle" id="public-share-title">
        {t('courseEditor.public.shareTitle')}
      </h3>
      {page.isPending ? (
        <Spinner label={t('app.loading')} />
      ) : page.isError ? (
        <Alert tone="negative">
          {apiErrorMessage(page.error, t)}{' '}
          <Button variant="quiet" onClick={() => void page.refetch()}>
            {t('home.retry')}
          </Button>
        </Alert>
      ) : page.data.url === null ? (
        <p className="field__hint">{t('courseEditor.public.shareNoSlug')}</p>
      ) : (
        <>
          {page.data.status === 'live' ? null : <Alert tone="info">{t(`courseEditor.public.shareStatus.${page.data.status}`)}</Alert>}
          <div className="public-share__link">
            <a href={page.data.url} target="_blank" rel="noopener" data-testid="public-page-link">
              {page.data.url}
            </a>
            <Button variant="secondary" onClick={() => void copy(page.data.url!, t('courseEditor.public.linkCopied'))}>
              {t('courseEditor.public.copyLink')}
            </Button>
          </div>
          <div className="public-share__body">
            {page.data.qrCodeSvg ? (
              <img
                className="public-share__qr"
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(page.data.qrCodeSvg)}`}
                alt={t('courseEditor.public.qrCode', { title: courseTitle })}
                width={160}
                height={160}
              />
            ) : null}
            {page.data.embedSnippet ? (
              <div className="public-share__embed">
                <TextAreaField
                  label={t('courseEditor.public.embedSnippet')}
                  hint={t('courseEditor.public.embedHint')}
                  value={page.data.embedSnippet}
                  readOnly
                  rows={4}
                  onFocus={(event) => event.currentTarget.select()}
                />
                <Button variant="secondary" onClick={() => void copy(page.data.embedSnippet!, t('courseEditor.public.embedCopied'))}>
                  {t('courseEditor.public.copyEmbed')}
                </Button>
              </div>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}
