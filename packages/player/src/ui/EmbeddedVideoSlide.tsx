import type { SlideTemplateInfo } from '@slidewise/core';
import type { ReactNode } from 'react';
import { usePlayerText } from '../i18n/player-language.tsx';
import type { PreviewState } from '../templates/renderer.ts';
import { DoneButton } from './DoneButton.tsx';
import { EmbedFrame } from './Media.tsx';
import { SlideFrame } from './SlideFrame.tsx';

interface EmbeddedVideoSlideProps {
  type: string;
  state: PreviewState;
  template: SlideTemplateInfo;
  /** The host's embed address; empty when the slide has no video id yet. */
  src: string;
  title: string;
  showSkipButton: boolean;
  onDone?: () => void;
  children?: ReactNode;
}

/** A video host's player (YouTube, Vimeo) with the skip and done buttons under it. */
export function EmbeddedVideoSlide({ type, state, template, src, title, showSkipButton, onDone, children }: EmbeddedVideoSlideProps) {
  const t = usePlayerText();
  return (
    <SlideFrame
      type={type}
      state={state}
      footer={
        <>
          {showSkipButton ? (
            <button type="button" className="sw-button" onClick={onDone}>
              {t('media.skip')}
            </button>
          ) : null}
          <DoneButton template={template} onDone={onDone} />
        </>
      }
    >
      {src ? (
        <EmbedFrame src={src} title={title} />
      ) : (
        <div className="sw-video sw-video--missing" role="img" aria-label={t('media.videoUnavailable')}>
          <span aria-hidden="true">{t('media.videoUnavailable')}</span>
        </div>
      )}
      {children}
    </SlideFrame>
  );
}
