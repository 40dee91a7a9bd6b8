import type { MediaField, UploadContentType } from '@slidewise/core';
import { useTranslation } from 'react-i18next';
import type { PreviewKind } from '../../../../ui/upload/MediaPreview.tsx';
import { UploadField } from '../../../../ui/upload/UploadField.tsx';
import { useSlideForm } from '../form-context.ts';
import { useFieldEdit } from '../use-field-edit.ts';
import { useFieldError } from '../use-field-error.ts';
import type { FieldProps } from './field-props.ts';

const uploadsAs: Readonly<Record<MediaField['kind'], { contentType: UploadContentType; preview: PreviewKind }>> = {
  image: { contentType: 'image', preview: 'image' },
  video: { contentType: 'video', preview: 'video' },
  audio: { contentType: 'audio', preview: 'audio' },
  scorm: { contentType: 'scorm', preview: 'file' },
};

/**
 * A slide's image, video or audio field (a package field is PackageControl's: its zip is unpacked first): an upload (picker, drop, paste, the library) or a web address, with a preview.
 * A video's length is read from the file the author gives into the field the model names for it; a slide
 * merely opened keeps what it holds.
 */
export function MediaControl({ field, path, value, label, help }: FieldProps<MediaField>) {
  const { t } = useTranslation();
  const { edit } = useSlideForm();
  const { change, endBurst } = useFieldEdit(path, value);
  const error = useFieldError(field, path, value, label);
  const { durationField } = field;
  const { contentType, preview } = uploadsAs[field.kind];
  return (
    <UploadField
      label={label}
      hint={help ?? t(`lessonEditorForm.media.hint.${field.kind}`)}
      {...(error ? { error } : {})}
      {...(field.required ? { requirement: 'required' as const } : {})}
      contentType={contentType}
      preview={preview}
      library
      value={typeof value === 'string' ? value : ''}
      onChange={(next, { typing }) => {
        if (!typing) endBurst();
        change(next, { typing });
      }}
      onBlur={endBurst}
      {...(durationField === undefined
        ? {}
        : { onDuration: (seconds: number) => edit({ path: [...path.slice(0, -1), durationField], value: seconds, continues: false }) })}
    />
  );
}
