import { useId, useState } from 'react';
import { usePlayerText } from '../../i18n/player-language.tsx';
import { DoneButton } from '../../ui/DoneButton.tsx';
import { SlideImage } from '../../ui/Media.tsx';
import { flag, hasContent, record, text } from '../../ui/read-data.ts';
import { RichText } from '../../ui/RichText.tsx';
import { SlideFrame } from '../../ui/SlideFrame.tsx';
import type { SlideRendererProps } from '../renderer.ts';
import './image.css';

interface ImageData {
  url: string;
  alt: string;
  compose: boolean;
  autofocus: boolean;
  caption: { title: string; content: string };
  tapAnywhere: boolean;
}

/**
 * One image filling the slide (or shown whole with `compose`) and its caption; `autofocus` keeps the
 * caption folded until tapped, `tapAnywhere` lets a tap on the image move on.
 */
export default function ImageRenderer({ slide, data, template, state, onDone }: SlideRendererProps<ImageData>) {
  const t = usePlayerText();
  const captionId = useId();
  const caption = record(data.caption);
  const title = text(caption.title);
  const content = text(caption.content);
  const hasCaption = title !== '' || hasContent(content);
  const folds = flag(data.autofocus, false);
  const [captionOpen, setCaptionOpen] = useState(!folds || state !== 'prompt');
  const tapAnywhere = flag(data.tapAnywhere, false);

  return (
    <SlideFrame type={slide.type} state={state} bleed footer={<DoneButton template={template} onDone={onDone} />}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: the done button is the keyboard's way on; the tap target is an extra for fingers. */}
      <div className={`sw-image-slide${tapAnywhere ? ' sw-image-slide--tap' : ''}`} onClick={tapAnywhere ? onDone : undefined}>
        <SlideImage
          className="sw-image-slide__image"
          src={text(data.url)}
          alt={text(data.alt) || title || t('media.image')}
          fit={flag(data.compose, false) ? 'contain' : 'cover'}
        />
      </div>
      {hasCaption ? (
        <div className="sw-image-slide__caption">
          {folds ? (
            <button
              type="button"
              className="sw-image-slide__caption-toggle"
              aria-expanded={captionOpen}
              aria-controls={captionId}
              onClick={() => setCaptionOpen(!captionOpen)}
            >
              {title || t('list.expand')}
            </button>
          ) : title ? (
            <h2 className="sw-title">{title}</h2>
          ) : null}
          <div id={captionId} hidden={!captionOpen}>
            <RichText html={content} />
          </div>
        </div>
      ) : null}
    </SlideFrame>
  );
}
