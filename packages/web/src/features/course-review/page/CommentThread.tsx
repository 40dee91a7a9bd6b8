import type { ReviewComment } from '@slidewise/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/primitives/Button.tsx';
import { TextAreaField } from '../../../ui/primitives/TextAreaField.tsx';

interface CommentThreadProps {
  /** What the comments are about, for the form's and the list's accessible names. */
  anchorLabel: string;
  comments: ReviewComment[];
  onAdd: (content: string) => Promise<unknown>;
  onResolve: (id: string, resolved: boolean) => void;
}

/** The comments anchored to one lesson or slide, and a form to add one. */
export function CommentThread({ anchorLabel, comments, onAdd, onResolve }: CommentThreadProps) {
  const { t, i18n } = useTranslation();
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!content.trim()) return setError(t('validation.required'));
    setBusy(true);
    try {
      await onAdd(content.trim());
      setContent('');
      setError(undefined);
    } catch {
      // The request layer showed the server's message; the typed comment stays for another try.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="course-review__thread">
      {comments.length === 0 ? <p className="course-review__muted">{t('courseReview.noComments')}</p> : null}
      {comments.length > 0 ? (
        <ul className="course-review__comments" aria-label={t('courseReview.commentsOn', { anchor: anchorLabel })}>
          {comments.map((comment) => (
            <li key={comment.id} className={`course-review__comment${comment.resolved ? ' course-review__comment--resolved' : ''}`}>
              <p className="course-review__comment-meta">
                <strong>{comment.author.name}</strong>{' '}
                <time dateTime={comment.createdAt}>{new Date(comment.createdAt).toLocaleString(i18n.language)}</time>
                {comment.resolved ? <span className="course-review__badge"> {t('courseReview.resolved')}</span> : null}
              </p>
              <p className="course-review__comment-text">{comment.content}</p>
              <Button variant="quiet" onClick={() => onResolve(comment.id, !comment.resolved)}>
                {comment.resolved ? t('courseReview.reopen') : t('courseReview.resolve')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <form
        className="course-review__form"
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-label={t('courseReview.addCommentOn', { anchor: anchorLabel })}
      >
        <TextAreaField
          label={t('courseReview.comment')}
          rows={2}
          maxLength={5000}
          value={content}
          error={error}
          onChange={(event) => setContent(event.target.value)}
        />
        <Button type="submit" disabled={busy}>
          {t('courseReview.addComment')}
        </Button>
      </form>
    </div>
  );
}
