import type { ReactNode } from 'react';
import { usePlayerText } from '../i18n/player-language.tsx';
import type { RendererMode } from '../templates/renderer.ts';

interface ContributionWallProps {
  mode: RendererMode;
  /** The learner's own contribution, first on the wall once shared. */
  own?: ReactNode;
  /** Shown while the wall is empty (peer-authoring's noMediaUploaded). */
  emptyText?: string;
}

/**
 * The shared wall of a peer-learning slide. Peers' contributions come from the server in play (a later
 * issue); the preview marks where they will appear.
 */
export function ContributionWall({ mode, own, emptyText }: ContributionWallProps) {
  const t = usePlayerText();
  return (
    <section className="sw-wall">
      <h3 className="sw-title">{t('peer.contributions')}</h3>
      {own ? (
        <article className="sw-wall__card sw-wall__card--own">
          <p className="sw-overline">{t('peer.yourContribution')}</p>
          {own}
        </article>
      ) : emptyText ? (
        <p className="sw-wall__empty">{emptyText}</p>
      ) : null}
      {mode === 'preview' ? <p className="sw-caption sw-survey__sample-note">{t('peer.wallNote')}</p> : null}
    </section>
  );
}
