import type { ReactNode } from 'react';
import { usePlayerText } from '../i18n/player-language.tsx';
import type { RendererMode } from '../templates/renderer.ts';
import { wallItems } from './contribution-items.ts';
import { SlideImage, SlideVideo } from './Media.tsx';

interface ContributionWallProps {
  mode: RendererMode;
  /** The learner's own contribution, first on the wall once shared. */
  own?: ReactNode;
  /** Shown while the wall is empty (peer-authoring's noMediaUploaded). */
  emptyText?: string;
  /** Peers' contributions in play (the slide's othersAnswers): their words, pictures and videos. */
  others?: readonly unknown[];
}

/**
 * The shared wall of a peer-learning slide: the learner's own contribution first, then peers' (from the
 * server, through the lesson player); the preview marks where they will appear.
 */
export function ContributionWall({ mode, own, emptyText, others }: ContributionWallProps) {
  const t = usePlayerText();
  const peers = mode === 'play' && others ? wallItems(others) : [];
  return (
    <section className="sw-wall">
      <h3 className="sw-title">{t('peer.contributions')}</h3>
      {own ? (
        <article className="sw-wall__card sw-wall__card--own">
          <p className="sw-overline">{t('peer.yourContribution')}</p>
          {own}
        </article>
      ) : emptyText && peers.length === 0 ? (
        <p className="sw-wall__empty">{emptyText}</p>
      ) : null}
      {peers.map((contribution, index) => (
        <article key={index} className="sw-wall__card">
          {contribution.media?.kind === 'image' ? (
            <SlideImage src={contribution.media.url} alt={t('peer.peerPicture', { number: index + 1 })} fit="contain" />
          ) : contribution.media?.kind === 'video' ? (
            <SlideVideo src={contribution.media.url} title={t('peer.peerVideo', { number: index + 1 })} />
          ) : null}
          {contribution.text ? <p className="sw-plain-text">{contribution.text}</p> : null}
        </article>
      ))}
      {mode === 'play' && others && peers.length === 0 && own ? <p className="sw-caption">{t('survey.noOthers')}</p> : null}
      {mode === 'preview' ? <p className="sw-caption sw-survey__sample-note">{t('peer.wallNote')}</p> : null}
    </section>
  );
}
