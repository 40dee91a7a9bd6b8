import type { DocumentConversion, MediaItem } from '@slidewise/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { aiFailureText, ApiError, apiErrorMessage, tokensText } from '../../api/index.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { Alert } from '../../ui/primitives/Alert.tsx';
import { Button } from '../../ui/primitives/Button.tsx';
import { Dialog } from '../../ui/primitives/Dialog.tsx';
import { Spinner } from '../../ui/primitives/Spinner.tsx';
import { useToast } from '../../ui/toasts/toast-context.ts';
import { UploadField } from '../../ui/upload/UploadField.tsx';
import type { UploadTransport } from '../../ui/upload/use-file-upload.ts';
import { trackFinishedConversion } from './conversion-events.ts';
import { type ConversionTarget, startConversion, useConversion } from './data/conversion-api.ts';

export type ConversionSource = 'presentation' | 'document';

interface ConvertDocumentDialogProps {
  open: boolean;
  onClose: () => void;
  source: ConversionSource;
  target: ConversionTarget;
  /** Tests replace the upload's network. */
  transport?: UploadTransport;
}

const KNOWN_FAILURES = new Set(['document_unreadable', 'not_a_document', 'conversion_failed', 'conversion_interrupted']);

/**
 * Issue 17: upload a presentation or a document (or pick one already in the media library), then watch
 * it become slides. When it is done the new lesson (or course) opens in its editor; when the model wrote
 * it, a toast says so with the tokens the provider reported (the dialog is gone by then).
 */
export function ConvertDocumentDialog({ open, onClose, source, target, transport }: ConvertDocumentDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [file, setFile] = useState<MediaItem>();
  const [conversionId, setConversionId] = useState<string>();
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string>();
  const conversion = useConversion(conversionId);
  const finishedHandled = useRef<string | undefined>(undefined);

  const reset = () => {
    setFile(undefined);
    setConversionId(undefined);
    setStartError(undefined);
  };
  const close = () => {
    reset();
    onClose();
  };

  /** A failure in the reader's words: an AI failure as every AI action words it, a file's with the server's detail. */
  const failureText = (failure: { code: string; details?: unknown } | undefined, message: string) => {
    if (!failure) return message;
    const aiText = aiFailureText(failure, t);
    if (aiText) return aiText;
    const code = failure.code;
    return KNOWN_FAILURES.has(code) ? `${t(`documents.failures.${code}` as 'documents.failures.conversion_failed')} ${message}` : message;
  };

  const start = async (item: MediaItem) => {
    setFile(item);
    setStartError(undefined);
    setStarting(true);
    try {
      setConversionId((await startConversion(target, item.id)).id);
    } catch (error) {
      setStartError(failureText(error instanceof ApiError ? error : undefined, apiErrorMessage(error, t)));
    } finally {
      setStarting(false);
    }
  };

  const done: DocumentConversion | undefined = conversion.data?.status === 'done' ? conversion.data : undefined;
  useEffect(() => {
    if (!done || finishedHandled.current === done.id) return;
    finishedHandled.current = done.id;
    trackFinishedConversion(done, file?.size ?? 0);
    void queryClient.invalidateQueries({ queryKey: queryKeys.courses.all });
    if (done.courseId) void queryClient.invalidateQueries({ queryKey: queryKeys.course.all(done.courseId) });
    const to = done.target === 'course' || !done.lessonId ? `/course/${done.courseId}/edit` : `/lesson/${done.lessonId}`;
    const tokens = tokensText(done.usage.totalTokens, t);
    if (tokens) toast.add({ variant: 'success', message: t('documents.writtenByAi', { name: file?.name ?? '', tokens }) });
    setFile(undefined);
    setConversionId(undefined);
    onClose();
    void navigate(to);
  }, [done, file, navigate, onClose, queryClient, t, toast]);

  const status = conversion.data?.status;
  const running = starting || status === 'queued' || status === 'running' || status === 'done';
  const failed = conversion.data?.status === 'failed' ? conversion.data : undefined;
  const title = t(source === 'presentation' ? 'documents.presentationTitle' : 'documents.documentTitle');

  return (
    <Dialog
      open={open}
      title={title}
      onClose={running ? undefined : close}
      actions={
        <>
          {failed || startError ? (
            <Button variant="secondary" onClick={reset}>
              {t('documents.chooseAnother')}
            </Button>
          ) : null}
          {failed && file ? (
            <Button variant="secondary" onClick={() => void start(file)}>
              {t('documents.tryAgain')}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={close} disabled={running}>
            {t('documents.close')}
          </Button>
        </>
      }
    >
      <p>{t(source === 'presentation' ? 'documents.presentationIntro' : 'documents.documentIntro')}</p>
      {!file ? (
        <UploadField
          label={t(source === 'presentation' ? 'documents.presentationField' : 'documents.documentField')}
          hint={t(source === 'presentation' ? 'documents.presentationHint' : 'documents.documentHint')}
          contentType={source === 'presentation' ? 'powerpoint' : 'ai-document'}
          value=""
          library
          {...(transport ? { transport } : {})}
          onChange={(_, change) => {
            if (change.media) void start(change.media);
          }}
        />
      ) : null}
      {running ? (
        <Spinner
          label={
            conversion.data && conversion.data.slideCount > 0
              ? t('documents.convertingCount', { name: file?.name ?? '', count: conversion.data.slideCount })
              : t('documents.converting', { name: file?.name ?? '' })
          }
        />
      ) : null}
      {conversion.isError ? (
        <Alert tone="negative">
          <p>{t('documents.statusFailed')}</p>
          <p>{apiErrorMessage(conversion.error, t)}</p>
        </Alert>
      ) : null}
      {startError ? (
        <Alert tone="negative">
          <p>{startError}</p>
        </Alert>
      ) : null}
      {failed ? (
        <Alert tone="negative">
          <p>{failureText(failed.error ?? undefined, failed.error?.message ?? '')}</p>
          {failed.courseId ? <p>{t('documents.partlyDone', { count: failed.slideCount })}</p> : null}
          {failed.usage.totalTokens !== null ? <p>{tokensText(failed.usage.totalTokens, t)}</p> : null}
        </Alert>
      ) : null}
    </Dialog>
  );
}
