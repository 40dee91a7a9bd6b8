import type { PeerContribution } from '@slidewise/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, approvePeerContribution, queryKeys, removePeerContribution } from '../../api/index.ts';
import { formatDateTime } from '../../i18n/format-date.ts';
import { Alert } from '../../ui/primitives/Alert.tsx';
import { Button } from '../../ui/primitives/Button.tsx';

/** One learner's contribution: who, where, what they shared, its state, and the moderator's two actions. */
export function ContributionCard({ contribution }: { contribution: PeerContribution }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const headingId = useId();
  const { attemptId, slideId } = contribution;
  const review = useMutation({
    mutationFn: (action: 'approve' | 'remove') =>
      action === 'approve' ? approvePeerContribution(attemptId, slideId) : removePeerContribution(attemptId, slideId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.peerContributions.all }),
  });
  const { mediaUrl, mimeType } = contribution;
  const label = t('peerContributions.mediaOf', { name: contribution.learner.name });
  return (
    <li className="peer-card" aria-labelledby={headingId}>
      <div className="peer-card__head">
        <h2 className="peer-card__who" id={headingId}>
          {contribution.learner.name}
        </h2>
        <span className={`peer-card__status peer-card__status--${contribution.status}`}>
          {t(`peerContributions.status.${contribution.status}`)}
        </span>
      </div>
      <p className="peer-card__where">
        {contribution.courseTitle} › {contribution.lessonTitle}
        {contribution.answeredAt ? ` · ${formatDateTime(contribution.answeredAt, i18n.language)}` : ''}
      </p>
      {contribution.prompt ? <p className="peer-card__prompt">{contribution.prompt}</p> : null}
      {mediaUrl && mimeType?.startsWith('image/') ? <img className="peer-card__media" src={mediaUrl} alt={label} loading="lazy" /> : null}
      {mediaUrl && mimeType?.startsWith('video/') ? (
        // biome-ignore lint/a11y/useMediaCaption: a learner's own recording, which comes without captions.
        <video className="peer-card__media" src={mediaUrl} controls preload="metadata" aria-label={label} />
      ) : null}
      {contribution.text ? <p className="peer-card__text">{contribution.text}</p> : null}
      {review.isError ? <Alert tone="negative">{apiErrorMessage(review.error, t)}</Alert> : null}
      <div className="peer-card__actions">
        {contribution.status === 'to-review' || contribution.status === 'removed' ? (
          <Button variant="primary" disabled={review.isPending} onClick={() => review.mutate('approve')}>
            {t(contribution.status === 'removed' ? 'peerContributions.restore' : 'peerContributions.approve')}
          </Button>
        ) : null}
        {contribution.status !== 'removed' ? (
          <Button variant="danger" disabled={review.isPending} onClick={() => review.mutate('remove')}>
            {t('peerContributions.remove')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
