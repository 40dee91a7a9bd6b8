import type { MediaField } from '@slidewise/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../../ui/primitives/TextField.tsx';
import { useSlideForm } from '../form-context.ts';
import { useFieldEdit } from '../use-field-edit.ts';
import { useFieldError } from '../use-field-error.ts';
import type { FieldProps } from './field-props.ts';

/** The last part of a URL's path ("course.zip"), which is how an author knows a package. */
export function fileNameOf(url: string): string {
  try {
    const { pathname } = new URL(url, 'https://example.invalid');
    return decodeURIComponent(pathname.split('/').filter(Boolean).pop() ?? '') || url;
  } catch {
    return url;
  }
}

/**
 * Until uploads exist a media field takes a URL, with a preview so the author sees what it points at.
 * A video's length is read from the file the author gives (its metadata, loaded by the preview) into the
 * field the model names for it; a slide merely opened keeps what it holds.
 */
export function MediaControl({ field, path, value, label, help }: FieldProps<MediaField>) {
  const { t } = useTranslation();
  const { edit } = useSlideForm();
  const { change, endBurst } = useFieldEdit(path, value);
  const error = useFieldError(field, path, value, label);
  const url = typeof value === 'string' ? value.trim() : '';
  const givenByAuthor = useRef(false);
  const { durationField } = field;
  const onDuration =
    durationField === undefined
      ? undefined
      : (seconds: number) => {
          if (givenByAuthor.current) edit({ path: [...path.slice(0, -1), durationField], value: seconds, continues: false });
        };
  return (
    <div className="slide-form__media">
      <TextField
        label={label}
        hint={help ?? t(`lessonEditorForm.media.hint.${field.kind}`)}
        {...(error ? { error } : {})}
        {...(field.required ? { requirement: 'required' as const } : {})}
        type="url"
        inputMode="url"
        spellCheck={false}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => {
          givenByAuthor.current = true;
          change(event.target.value, { typing: true });
        }}
        onBlur={endBurst}
      />
      {url ? <MediaPreview key={url} kind={field.kind} url={url} label={label} onDuration={onDuration} /> : null}
    </div>
  );
}

interface MediaPreviewProps {
  kind: MediaField['kind'];
  url: string;
  label: string;
  /** Told a video's length in whole seconds once its metadata has loaded. */
  onDuration?: (seconds: number) => void;
}

function MediaPreview({ kind, url, label, onDuration }: MediaPreviewProps) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  if (failed) return <p className="slide-form__media-failed">{t('lessonEditorForm.media.failed')}</p>;
  switch (kind) {
    case 'image':
      return (
        <img
          className="slide-form__media-preview"
          src={url}
          alt={t('lessonEditorForm.media.previewOf', { label })}
          loading="lazy"
          onError={() => setFailed(true)}
        />
      );
    case 'video':
      return (
        // biome-ignore lint/a11y/useMediaCaption: a preview of the author's own file, which the model gives no captions.
        <video
          className="slide-form__media-preview"
          src={url}
          controls
          preload="metadata"
          aria-label={t('lessonEditorForm.media.previewOf', { label })}
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
        // biome-ignore lint/a11y/useMediaCaption: a preview of the author's own file, which the model gives no captions.
        <audio
          className="slide-form__media-audio"
          src={url}
          controls
          preload="none"
          aria-label={t('lessonEditorForm.media.previewOf', { label })}
          onError={() => setFailed(true)}
        />
      );
    case 'scorm':
      return <p className="slide-form__media-file">{t('lessonEditorForm.media.package', { name: fileNameOf(url) })}</p>;
  }
}
