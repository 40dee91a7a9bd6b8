import type { ContentPackage, MediaField, MediaItem, PackageImportBody } from '@slidewise/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../api/api-error.ts';
import { apiErrorMessage } from '../../../../api/api-error-message.ts';
import { importPackage } from '../../../../api/packages.ts';
import { Button } from '../../../../ui/primitives/Button.tsx';
import { UploadField } from '../../../../ui/upload/UploadField.tsx';
import { useSlideForm } from '../form-context.ts';
import { useFieldEdit } from '../use-field-edit.ts';
import { useFieldError } from '../use-field-error.ts';
import type { FieldProps } from './field-props.ts';

type Unpacking =
  | { phase: 'idle' }
  | { phase: 'unpacking'; name: string }
  | { phase: 'ready'; imported: ContentPackage }
  | { phase: 'failed'; message: string; retry?: () => void };

/**
 * A SCORM or AICC slide's package (issue 13): the zip is uploaded like any file (content type scorm or
 * aicc, by the slide's template), then unpacked by `POST /api/packages`, which checks it whole; the field
 * takes the package's launch address only once it is accepted, and a refusal shows the server's precise
 * message (a manifest in a folder, no organisation, an unsafe entry…) in the person's language. An
 * address typed in is taken as it is.
 */
export function PackageControl({ field, path, value, label, help }: FieldProps<MediaField>) {
  const { t, i18n } = useTranslation();
  const { templateType } = useSlideForm();
  const kind: PackageImportBody['kind'] = templateType === 'aicc' ? 'aicc' : 'scorm';
  const { change, endBurst } = useFieldEdit(path, value);
  const error = useFieldError(field, path, value, label);
  const [unpacking, setUnpacking] = useState<Unpacking>({ phase: 'idle' });
  // Only the latest upload's answer counts: a zip given while another unpacks replaces it.
  const latest = useRef(0);

  const unpack = async (upload: MediaItem) => {
    const mine = ++latest.current;
    setUnpacking({ phase: 'unpacking', name: upload.name });
    try {
      const imported = await importPackage({ mediaId: upload.id, kind }, i18n.language);
      if (mine !== latest.current) return;
      change(imported.address, { typing: false });
      setUnpacking({ phase: 'ready', imported });
    } catch (failure) {
      if (mine !== latest.current) return;
      // A refusal is the package's fault and unpacking it again changes nothing; anything else may pass later.
      const refused = isApiError(failure, 400);
      setUnpacking({
        phase: 'failed',
        message: apiErrorMessage(failure, t),
        ...(refused ? {} : { retry: () => void unpack(upload) }),
      });
    }
  };

  return (
    <div className="package-control">
      <UploadField
        label={label}
        hint={help ?? t('lessonEditorForm.media.hint.scorm')}
        {...(unpacking.phase === 'failed' ? { error: unpacking.message } : error ? { error } : {})}
        {...(field.required ? { requirement: 'required' as const } : {})}
        contentType={kind}
        preview="file"
        library
        value={typeof value === 'string' ? value : ''}
        onChange={(next, { typing, media }) => {
          if (media) {
            void unpack(media);
            return;
          }
          latest.current++;
          setUnpacking({ phase: 'idle' });
          if (!typing) endBurst();
          change(next, { typing });
        }}
        onBlur={endBurst}
      />
      <div aria-live="polite">
        {unpacking.phase === 'unpacking' ? (
          <p className="package-control__status" role="status">
            {t('lessonEditorForm.media.unpacking', { name: unpacking.name })}
          </p>
        ) : null}
        {unpacking.phase === 'ready' ? (
          <p className="package-control__status">
            {t('lessonEditorForm.media.unpacked', {
              title: unpacking.imported.title || unpacking.imported.launch,
              standard: t(`lessonEditorForm.media.standard.${unpacking.imported.standard}`),
              count: unpacking.imported.fileCount,
            })}
          </p>
        ) : null}
        {unpacking.phase === 'failed' && unpacking.retry ? (
          <Button variant="secondary" onClick={unpacking.retry}>
            {t('lessonEditorForm.media.unpackAgain')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
