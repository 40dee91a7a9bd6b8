import { mediaInUsePayloadSchema, type MediaItem, type MediaUse } from '@slidewise/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiErrorMessage, deleteMedia, isApiError, queryKeys } from '../../api/index.ts';
import { formatDateTime } from '../../i18n/format-date.ts';
import { Alert } from '../../ui/primitives/Alert.tsx';
import { Button } from '../../ui/primitives/Button.tsx';
import { ConfirmDialog } from '../../ui/primitives/ConfirmDialog.tsx';
import { formatBytes, thumbnailOf } from '../../ui/upload/media-list-query.ts';

/**
 * Where a use leads: settings for the account's logo, the person's page for their picture, the course
 * editor for a course's images, the lesson editor for a lesson or a slide.
 */
function linkOfUse(use: MediaUse, t: TFunction): { to: string; label: string } {
  if (use.kind === 'account-logo') return { to: '/settings', label: t('mediaLibrary.accountLogo') };
  if (use.kind === 'person-picture') return { to: `/users/${use.userId}`, label: t('mediaLibrary.personPicture', { name: use.userName }) };
  if (use.lessonId) return { to: `/lesson/${use.lessonId}`, label: `${use.courseTitle} › ${use.lessonTitle ?? ''}` };
  return { to: `/course/${use.courseId}/edit`, label: use.courseTitle };
}

const keyOfUse = (use: MediaUse) =>
  use.kind === 'account-logo'
    ? use.kind
    : use.kind === 'person-picture'
      ? `${use.kind}:${use.userId}`
      : `${use.kind}:${use.courseId}:${use.lessonId ?? ''}:${use.slideId ?? ''}`;

/** The places a refusal to delete names (a 409 carries them), else none. */
function usesOfRefusal(error: unknown): MediaUse[] {
  if (!isApiError(error, 409)) return [];
  const payload = mediaInUsePayloadSchema.safeParse({ message: error.serverMessage, code: error.code, details: error.details });
  return payload.success ? payload.data.details.usedBy : [];
}

function UseList({ uses }: { uses: readonly MediaUse[] }) {
  const { t } = useTranslation();
  return (
    <ul className="media-row__uses">
      {uses.map((use) => {
        const { to, label } = linkOfUse(use, t);
        return (
          <li key={keyOfUse(use)}>
            <Link to={to}>{label}</Link>
          </li>
        );
      })}
    </ul>
  );
}

/** One file of the library: what it is, who uploaded it, where it is used, and delete. */
export function MediaRow({ item }: { item: MediaItem }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteMedia(item.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.media.all }),
  });
  const thumbnail = thumbnailOf(item);
  const refusedFor = usesOfRefusal(remove.error);
  return (
    <li className="media-row">
      <div className="media-row__thumb" aria-hidden="true">
        {thumbnail ? <img src={thumbnail} alt="" loading="lazy" /> : <span>{t(`mediaLibrary.types.${item.contentType}`)}</span>}
      </div>
      <div className="media-row__body">
        <h2 className="media-row__name">
          <a href={item.url} target="_blank" rel="noreferrer">
            {item.name}
          </a>
        </h2>
        <p className="media-row__facts">
          {t('mediaLibrary.facts', {
            type: t(`mediaLibrary.types.${item.contentType}`),
            size: formatBytes(item.size, i18n.language),
            who: item.uploadedBy.name,
            when: formatDateTime(item.createdAt, i18n.language),
          })}
        </p>
        {item.usedBy.length > 0 ? (
          <div className="media-row__used">
            <p>{t('mediaLibrary.usedBy', { count: item.usedBy.length })}</p>
            <UseList uses={item.usedBy} />
          </div>
        ) : (
          <p className="media-row__unused">{t('mediaLibrary.unused')}</p>
        )}
        {remove.isError ? (
          <Alert tone="negative">
            {/* The server names the places in English; the list below names them in any language. */}
            <p>{refusedFor.length > 0 ? t('mediaLibrary.inUse') : apiErrorMessage(remove.error, t)}</p>
            {refusedFor.length > 0 ? <UseList uses={refusedFor} /> : null}
          </Alert>
        ) : null}
      </div>
      <div className="media-row__actions">
        <Button
          variant="danger"
          onClick={() => setConfirming(true)}
          disabled={remove.isPending}
          aria-label={t('mediaLibrary.deleteNamed', { name: item.name })}
        >
          {remove.isPending ? t('mediaLibrary.deleting') : t('mediaLibrary.delete')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('mediaLibrary.confirmTitle', { name: item.name })}
        confirmLabel={t('mediaLibrary.delete')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          remove.mutate();
        }}
      >
        <p>{t('mediaLibrary.confirmText')}</p>
      </ConfirmDialog>
    </li>
  );
}
