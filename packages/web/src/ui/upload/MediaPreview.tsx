import { mediaIdOfReference } from '@slidewise/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** What a field's file is shown as: a picture, a playable video or audio, or its file name. */
export type PreviewKind = 'image' | 'video' | 'audio' | 'file';

interface MediaPreviewProps {
  kind: PreviewKind;
  url: string;
  label: string;
  /** The file's own name when the field knows it (just uploaded or chosen from the library). */
  fileName?: string | undefined;
  /** Told a video's length in whole seconds once its metadata has loaded. */
  onDuration?: ((seconds: number) => void) | undefined;
}

/** The last part of a URL's path ("course.zip"), which is how a person knows a package or a document. */
export function fileNameOf(url: string): string {
  try {
    const { pathname } = new URL(url, 'https://example.invalid');
    return decodeURIComponent(pathname.split('/').filter(Boolean).pop() ?? '') || url;
  } catch {
    return url;
  }
}

/** A preview of what a media field points at, so the person sees the file they gave (key it by URL). */
export function MediaPreview({ kind, url, label, fileName, onDuration }: MediaPreviewProps) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  if (failed) return <p className="upload-field__preview-failed">{t('upload.previewFailed')}</p>;
  const name = t('upload.previewOf', { label });
  switch (kind) {
    case 'image':
      return <img className="upload-field__preview" src={url} alt={name} loading="lazy" onError={() => setFailed(true)} />;
    case 'video':
      return (
        // biome-ignore lint/a11y/useMediaCaption: a preview of the person's own file, which comes without captions.
        <video
          className="upload-field__preview"
          src={url}
          controls
          preload="metadata"
          aria-label={name}
          onError={() => setFailed(true)}
          onLoadedMetadata={(event) => {
            const { duration } = event.currentTarget;
            // A live stream says Infinity: it has no length to keep.
            if (Number.isFinite(duration) && duration >= 0) onDuration?.(Math.round(duration));
          }}
        />
      );
    case 'audio':
      return (
        // biome-ignore lint/a11y/useMediaCaption: a preview of the person's own file, which comes without captions.
        <audio
          className="upload-field__preview-audio"
          src={url}
          controls
          preload="none"
          aria-label={name}
          onError={() => setFailed(true)}
        />
      );
    case 'file':
      // An uploaded file's address ends in /file: its name is in the library, not in the address.
      return (
        <p className="upload-field__preview-file">
          {fileName || !mediaIdOfReference(url) ? t('upload.fileName', { name: fileName ?? fileNameOf(url) }) : t('upload.uploadedFile')}
        </p>
      );
  }
}
