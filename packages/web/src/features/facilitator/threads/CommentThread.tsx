import type { DiscussionComment, PagedList } from '@slidewise/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/primitives/Button.tsx';
import { ConfirmDialog } from '../../../ui/primitives/ConfirmDialog.tsx';
import { ActivityHtml } from './ActivityHtml.tsx';
import { formatDateTime } from '../../../i18n/format-date.ts';
import { RichTextComposer } from './RichTextComposer.tsx';
import '../../../ui/activity/activity.css';

export interface CommentThreadProps {
  /** Oldest first (core's thread rules). */
  thread: PagedList<DiscussionComment>;
  /** Names the thread for screen readers ("Comments on Ada's post"). */
  label: string;
  /** Whether older comments wait on the server. */
  hasEarlier: boolean;
  onLoadEarlier(): Promise<void>;
  /** Absent when the reader may not comment (a closed discussion). */
  onAdd?: ((content: string) => Promise<void>) | undefined;
  onEdit(comment: DiscussionComment, content: string): Promise<void>;
  onDelete(comment: DiscussionComment): Promise<void>;
  /** Facilitators delete anyone's comment; others only their own. */
  moderate: boolean;
  describeError(error: unknown): string;
}

/** A post's or a submission's comments, oldest first: read, load earlier ones, add, edit and delete. */
export function CommentThread({
  thread,
  label,
  hasEarlier,
  onLoadEarlier,
  onAdd,
  onEdit,
  onDelete,
  moderate,
  describeError,
}: CommentThreadProps) {
  const { t } = useTranslation();
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const [earlierError, setEarlierError] = useState<string | undefined>();
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<DiscussionComment | null>(null);
  const [deleteError, setDeleteError] = useState<string | undefined>();

  const loadEarlier = async () => {
    setLoadingEarlier(true);
    setEarlierError(undefined);
    try {
      await onLoadEarlier();
    } catch (error) {
      setEarlierError(describeError(error));
    } finally {
      setLoadingEarlier(false);
    }
  };

  const confirmDelete = async () => {
    const comment = deleting;
    setDeleting(null);
    if (!comment) return;
    setDeleteError(undefined);
    try {
      await onDelete(comment);
    } catch (error) {
      setDeleteError(describeError(error));
    }
  };

  return (
    <section className="activity__thread" aria-label={label}>
      {hasEarlier ? (
        <Button variant="quiet" onClick={() => void loadEarlier()} disabled={loadingEarlier}>
          {loadingEarlier
            ? t('facilitator.comments.loadingEarlier')
            : t('facilitator.comments.showEarlier', { count: thread.totalCount - thread.items.length })}
        </Button>
      ) : null}
      {earlierError ? (
        <p className="field__error" role="alert">
          {earlierError}
        </p>
      ) : null}
      {deleteError ? (
        <p className="field__error" role="alert">
          {deleteError}
        </p>
      ) : null}
      {thread.items.length === 0 ? <p className="activity__muted">{t('facilitator.comments.none')}</p> : null}
      <ol className="activity__comments">
        {thread.items.map((comment) => (
          <li key={comment.id} className="activity__comment">
            <CommentMeta comment={comment} />
            {editing === comment.id ? (
              <RichTextComposer
                label={t('facilitator.comments.editLabel')}
                submitLabel={t('facilitator.comments.save')}
                busyLabel={t('facilitator.comments.saving')}
                initial={comment.content}
                describeError={describeError}
                onCancel={() => setEditing(null)}
                onSubmit={async (content) => {
                  await onEdit(comment, content);
                  setEditing(null);
                }}
              />
            ) : (
              <>
                <ActivityHtml html={comment.content} />
                {comment.isOwn || moderate ? (
                  <div className="activity__actions activity__actions--start">
                    {comment.isOwn ? (
                      <Button
                        variant="quiet"
                        onClick={() => setEditing(comment.id)}
                        aria-label={t('facilitator.comments.editNamed', { author: comment.author.name })}
                      >
                        {t('facilitator.comments.edit')}
                      </Button>
                    ) : null}
                    <Button
                      variant="quiet"
                      onClick={() => setDeleting(comment)}
                      aria-label={t('facilitator.comments.deleteNamed', { author: comment.author.name })}
                    >
                      {t('facilitator.comments.delete')}
                    </Button>
                  </div>
                ) : null}
              </>
            )}
          </li>
        ))}
      </ol>
      {onAdd ? (
        <RichTextComposer
          label={t('facilitator.comments.addLabel')}
          submitLabel={t('facilitator.comments.send')}
          busyLabel={t('facilitator.comments.sending')}
          describeError={describeError}
          onSubmit={onAdd}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('facilitator.comments.deleteTitle')}
        confirmLabel={t('facilitator.comments.delete')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        <p>{t('facilitator.comments.deleteText')}</p>
      </ConfirmDialog>
    </section>
  );
}

function CommentMeta({ comment }: { comment: DiscussionComment }) {
  const { t, i18n } = useTranslation();
  return (
    <p className="activity__meta">
      <span className="activity__author">{comment.author.name || t('facilitator.unknownAuthor')}</span>{' '}
      <time dateTime={comment.createdAt}>{formatDateTime(comment.createdAt, i18n.language)}</time>
      {comment.modifiedAt !== comment.createdAt ? <span className="activity__muted"> · {t('facilitator.comments.edited')}</span> : null}
    </p>
  );
}
