import { acceptedExtensions, type MediaItem, type UploadContentType } from '@slidewise/core';
import { useId, useRef, useState, type ClipboardEvent, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../primitives/Button.tsx';
import { FieldFrame, type FieldFrameProps } from '../primitives/FieldFrame.tsx';
import { MediaLibraryPicker } from './MediaLibraryPicker.tsx';
import { MediaPreview, type PreviewKind } from './MediaPreview.tsx';
import { useFileUpload, type UploadTransport } from './use-file-upload.ts';
import './upload-field.css';

export interface UploadFieldProps extends Omit<FieldFrameProps, 'className'> {
  contentType: UploadContentType;
  /** The field's value: a web address, or the path of an uploaded file (`/api/media/{id}/file`). */
  value: string;
  /**
   * `typing` is true while the person types an address (the caller may group keystrokes into one edit);
   * `media` is the library item when the value is a file just uploaded or chosen from the library.
   */
  onChange: (value: string, change: { typing: boolean; media?: MediaItem }) => void;
  onBlur?: () => void;
  /** How the value is previewed; nothing is shown without it. */
  preview?: PreviewKind;
  /** Offer "Choose from library" (staff who may list the account's media). */
  library?: boolean;
  /** Told a video's length in whole seconds once a newly given video's metadata has loaded. */
  onDuration?: (seconds: number) => void;
  /** Tests replace the network. */
  transport?: UploadTransport;
}

/**
 * Every media field of the app (issue 13): a web address still works, and a file can be chosen, dropped or
 * pasted (one only), uploaded straight to storage with a progress bar, cancelled and retried, or reused
 * from the media library. Refusals show the spec's messages (templates §5) in the person's language.
 */
export function UploadField({
  label,
  hint,
  error,
  requirement,
  contentType,
  value,
  onChange,
  onBlur,
  preview,
  library = false,
  onDuration,
  transport,
}: UploadFieldProps) {
  const { t } = useTranslation();
  const picker = useRef<HTMLInputElement>(null);
  const statusId = useId();
  const [dragging, setDragging] = useState(false);
  const [choosing, setChoosing] = useState(false);
  // The name of the file last uploaded or chosen here, for previews of files that are not pictures.
  const [fileName, setFileName] = useState<{ url: string; name: string }>();
  // A video's length is read only from a file given now: a field merely opened keeps what it holds.
  const [givenNow, setGivenNow] = useState(false);
  const use = (item: MediaItem) => {
    setFileName({ url: item.url, name: item.name });
    setGivenNow(true);
    onChange(item.url, { typing: false, media: item });
  };
  const { state, start, cancel, retry, dismiss } = useFileUpload(contentType, use, transport);
  const busy = state.phase === 'uploading';

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!busy) start([...event.dataTransfer.files]);
  };
  // Pasting a file (a screenshot, a file copied in the file manager) uploads it; pasted text stays text.
  const onPaste = (event: ClipboardEvent) => {
    const files = [...event.clipboardData.files];
    if (files.length === 0 || busy) return;
    event.preventDefault();
    start(files);
  };
  const url = value.trim();
  const percent = busy && state.total > 0 ? Math.round((state.loaded / state.total) * 100) : 0;

  return (
    <div className="upload-field" onPaste={onPaste}>
      <FieldFrame
        {...{ label, hint, error, requirement }}
        control={(controlProps) => (
          <input
            className="field__input"
            {...controlProps}
            type="url"
            inputMode="url"
            spellCheck={false}
            placeholder={t('upload.addressPlaceholder')}
            value={value}
            onChange={(event) => {
              setGivenNow(true);
              onChange(event.target.value, { typing: true });
            }}
            onBlur={onBlur}
          />
        )}
      />
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the drop target; its buttons are the keyboard's way to the same choices. */}
      <div
        className={`upload-field__zone${dragging ? ' upload-field__zone--over' : ''}`}
        onDragEnter={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragOver={(event) => event.preventDefault()}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
        data-testid="upload-drop-zone"
      >
        <p className="upload-field__invite">{t('upload.dropHere')}</p>
        <div className="upload-field__actions">
          <Button variant="secondary" onClick={() => picker.current?.click()} disabled={busy} aria-describedby={statusId}>
            {t('upload.chooseFile')}
          </Button>
          {library ? (
            <Button variant="quiet" onClick={() => setChoosing(true)} disabled={busy}>
              {t('upload.chooseFromLibrary')}
            </Button>
          ) : null}
        </div>
        <input
          ref={picker}
          className="upload-field__picker"
          type="file"
          accept={acceptedExtensions(contentType)}
          tabIndex={-1}
          aria-label={t('upload.chooseFileFor', { label })}
          onChange={(event) => {
            start([...(event.target.files ?? [])]);
            // The same file chosen again (after a failure) must fire a change again.
            event.target.value = '';
          }}
        />
      </div>
      <div id={statusId} aria-live="polite">
        {state.phase === 'uploading' ? (
          <div className="upload-field__progress">
            <div
              className="upload-field__bar"
              role="progressbar"
              aria-label={t('upload.uploading', { name: state.fileName })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
            >
              <span className="upload-field__bar-fill" style={{ inlineSize: `${percent}%` }} />
            </div>
            <span className="upload-field__percent">{t('upload.percent', { name: state.fileName, percent })}</span>
            <Button variant="quiet" onClick={cancel}>
              {t('upload.cancel')}
            </Button>
          </div>
        ) : null}
        {state.phase === 'failed' ? (
          <div className="upload-field__failure" role="alert">
            <p className="upload-field__failure-message">{state.message}</p>
            <div className="upload-field__actions">
              {state.canRetry ? (
                <Button variant="secondary" onClick={retry}>
                  {t('upload.retry')}
                </Button>
              ) : null}
              <Button variant="quiet" onClick={dismiss}>
                {t('upload.dismiss')}
              </Button>
            </div>
          </div>
        ) : null}
      </div>
      {url && preview ? (
        <MediaPreview
          key={url}
          kind={preview}
          url={url}
          label={label}
          fileName={fileName?.url === url ? fileName.name : undefined}
          onDuration={givenNow ? onDuration : undefined}
        />
      ) : null}
      {choosing ? (
        <MediaLibraryPicker
          contentType={contentType}
          onChoose={(item) => {
            setChoosing(false);
            use(item);
          }}
          onClose={() => setChoosing(false)}
        />
      ) : null}
    </div>
  );
}
