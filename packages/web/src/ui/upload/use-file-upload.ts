import { checkFileCount, checkUploadCandidate, uploadRefusalMessage, type MediaItem, type UploadContentType } from '@slidewise/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { completeUpload, getSignedUploadParams } from '../../api/media.ts';
import { sendFile, UploadCancelledError } from './send-file.ts';
import { isWorthRetrying, localeOf, uploadFailureMessage } from './upload-failure-message.ts';

export type UploadState =
  | { phase: 'idle' }
  /** `loaded` of `total` bytes have reached storage; the server checks the file once all have. */
  | { phase: 'uploading'; fileName: string; loaded: number; total: number }
  | { phase: 'failed'; fileName: string | undefined; message: string; canRetry: boolean };

/** How the upload reaches the network: the real calls, or a test's stand-ins. */
export interface UploadTransport {
  sign: typeof getSignedUploadParams;
  send: typeof sendFile;
  complete: typeof completeUpload;
}

const realTransport: UploadTransport = { sign: getSignedUploadParams, send: sendFile, complete: completeUpload };

/**
 * One file's way into the media library: checked in the browser against the spec's rules (so a wrong file
 * is refused before a byte is sent), signed by the server, sent straight to storage with progress, then
 * completed (the server checks the bytes). Cancel stops it at any step; retry sends the same file again.
 */
export function useFileUpload(
  contentType: UploadContentType,
  onUploaded: (item: MediaItem) => void,
  transport: UploadTransport = realTransport,
) {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  // Each attempt has its own token: a cancelled attempt's late answers must change nothing.
  const attempt = useRef<{ cancel: () => void } | undefined>(undefined);
  const lastFile = useRef<File | undefined>(undefined);
  const uploaded = useRef(onUploaded);
  useEffect(() => {
    uploaded.current = onUploaded;
  }, [onUploaded]);
  useEffect(() => () => attempt.current?.cancel(), []);

  const upload = useCallback(
    async (file: File) => {
      attempt.current?.cancel();
      lastFile.current = file;
      let cancelled = false;
      let cancelTransfer: () => void = () => {};
      const mine = {
        cancel: () => {
          cancelled = true;
          cancelTransfer();
        },
      };
      attempt.current = mine;
      const current = () => attempt.current === mine && !cancelled;
      const refusal = checkUploadCandidate(contentType, { fileName: file.name, size: file.size });
      if (refusal) {
        setState({
          phase: 'failed',
          fileName: file.name,
          message: uploadRefusalMessage(refusal, localeOf(i18n.language)),
          canRetry: false,
        });
        return;
      }
      setState({ phase: 'uploading', fileName: file.name, loaded: 0, total: file.size });
      try {
        const signed = await transport.sign({ contentType, fileName: file.name, size: file.size });
        if (!current()) return;
        const sending = transport.send(file, signed.upload, ({ loaded, total }) => {
          if (current()) setState({ phase: 'uploading', fileName: file.name, loaded, total });
        });
        cancelTransfer = sending.cancel;
        await sending.finished;
        if (!current()) return;
        const item = await transport.complete(signed.mediaId);
        if (!current()) return;
        attempt.current = undefined;
        setState({ phase: 'idle' });
        uploaded.current(item);
      } catch (error) {
        if (!current() || error instanceof UploadCancelledError) return;
        attempt.current = undefined;
        setState({
          phase: 'failed',
          fileName: file.name,
          message: uploadFailureMessage(error, t, i18n.language),
          canRetry: isWorthRetrying(error),
        });
      }
    },
    [contentType, transport, t, i18n],
  );

  /** The files a person chose, dropped or pasted: one is uploaded, more are refused whole (spec §5). */
  const start = useCallback(
    (files: readonly File[]) => {
      if (files.length === 0) return;
      if (checkFileCount(files.length)) {
        attempt.current?.cancel();
        setState({
          phase: 'failed',
          fileName: undefined,
          message: uploadRefusalMessage('tooManyFiles', localeOf(i18n.language)),
          canRetry: false,
        });
        return;
      }
      void upload(files[0]!);
    },
    [upload, i18n],
  );

  const cancel = useCallback(() => {
    attempt.current?.cancel();
    attempt.current = undefined;
    setState({ phase: 'idle' });
  }, []);

  const retry = useCallback(() => {
    if (lastFile.current) void upload(lastFile.current);
  }, [upload]);

  const dismiss = useCallback(() => setState({ phase: 'idle' }), []);

  return { state, start, cancel, retry, dismiss };
}
