import { useState } from 'react';
import { usePlayerText } from '../../i18n/player-language.tsx';
import { DoneButton } from '../../ui/DoneButton.tsx';
import { Lightbox } from '../../ui/Lightbox.tsx';
import { SlideImage } from '../../ui/Media.tsx';
import { list, record, text } from '../../ui/read-data.ts';
import { RichText } from '../../ui/RichText.tsx';
import { SlideFrame } from '../../ui/SlideFrame.tsx';
import type { PreviewState, SlideRendererProps } from '../renderer.ts';
import './image-collection.css';

interface ImageCollectionData {
  title: string;
  images: { image: string; title: string; description: string }[];
}

function initialVisited(state: PreviewState, count: number): Set<number> {
  if (state === 'answered') return new Set(Array.from({ length: count }, (_, index) => index));
  return new Set(state === 'interacted' && count > 0 ? [0] : []);
}

/** Image tiles; a tap opens the tile's title and description, and a tick marks the ones seen. */
export default function ImageCollectionRenderer({ slide, data, template, state, onDone }: SlideRendererProps<ImageCollectionData>) {
  const t = usePlayerText();
  const title = text(data.title);
  const tiles = list(data.images).map((raw) => {
    const item = record(raw);
    return { image: text(item.image), alt: text(item.alt), title: text(item.title), description: text(item.description) };
  });
  const [visited, setVisited] = useState(() => initialVisited(state, tiles.length));
  const [open, setOpen] = useState<number | null>(state === 'interacted' && tiles.length > 0 ? 0 : null);
  const openTile = open === null ? undefined : tiles[open];

  return (
    <SlideFrame
      type={slide.type}
      state={state}
      footer={<DoneButton template={template} onDone={onDone} />}
      overlay={
        openTile ? (
          <Lightbox label={openTile.title} onClose={() => setOpen(null)} takeFocus={state !== 'interacted'}>
            <SlideImage src={openTile.image} alt={openTile.alt} fit="contain" />
            <h3 className="sw-title">{openTile.title}</h3>
            <RichText html={openTile.description} />
          </Lightbox>
        ) : null
      }
    >
      {title ? <h2 className="sw-heading">{title}</h2> : null}
      <ul className="sw-image-collection">
        {tiles.map((tile, index) => (
          <li key={index}>
            <button
              type="button"
              className={`sw-image-collection__tile${visited.has(index) ? ' sw-image-collection__tile--visited' : ''}`}
              onClick={() => {
                setOpen(index);
                setVisited((current) => new Set(current).add(index));
              }}
            >
              <SlideImage className="sw-image-collection__image" src={tile.image} alt="" />
              <span className="sw-image-collection__title">
                {tile.title}
                {visited.has(index) ? <span className="sw-visually-hidden"> ({t('hotspot.visited')})</span> : null}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </SlideFrame>
  );
}
