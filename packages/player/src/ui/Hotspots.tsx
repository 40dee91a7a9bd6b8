import { useId, type ReactNode } from 'react';
import { usePlayerText } from '../i18n/player-language.tsx';
import { SlideImage } from './Media.tsx';
import { numberOr, record, text } from './read-data.ts';
import { RichText } from './RichText.tsx';

export interface Hotspot {
  x: number;
  y: number;
  title: string;
  content: string;
}

/** The hotspots of a slide's `waypoints`, their places kept inside the image. */
export function readHotspots(value: unknown[]): Hotspot[] {
  const clamp = (percent: number) => Math.max(0, Math.min(100, percent));
  return value.map((raw) => {
    const item = record(raw);
    return { x: clamp(numberOr(item.x, 50)), y: clamp(numberOr(item.y, 50)), title: text(item.title), content: text(item.content) };
  });
}

interface HotspotImageProps {
  image: string;
  imageLabel: string;
  hotspots: readonly Hotspot[];
  open: number | null;
  visited: ReadonlySet<number>;
  /** The next waypoint of a guided tour, drawn as the one to tap; none for a free map. */
  next?: number | null;
  /** Which hotspots may be opened now (a tour opens them in order). */
  canOpen?: (index: number) => boolean;
  onOpen: (index: number) => void;
  onClose: () => void;
  /** Extra controls in the open note (a tour's next button). */
  noteActions?: ReactNode;
  /** "Stop 2 of 3" above a tour's note. */
  noteHeading?: string;
}

/**
 * An image with numbered hotspot buttons placed in percent of its size; the open hotspot's note shows
 * under the image, where it never hides what it describes on a small screen.
 */
export function HotspotImage({
  image,
  imageLabel,
  hotspots,
  open,
  visited,
  next = null,
  canOpen = () => true,
  onOpen,
  onClose,
  noteActions,
  noteHeading,
}: HotspotImageProps) {
  const t = usePlayerText();
  const note = open === null ? undefined : hotspots[open];
  const noteId = useId();
  return (
    <div className="sw-hotspots">
      <div className="sw-hotspots__canvas">
        <SlideImage className="sw-hotspots__image" src={image} alt={imageLabel} fit="contain" />
        {hotspots.map((hotspot, index) => {
          const classes = [
            'sw-hotspots__spot',
            visited.has(index) ? 'sw-hotspots__spot--visited' : '',
            open === index ? 'sw-hotspots__spot--open' : '',
            next === index ? 'sw-hotspots__spot--next' : '',
          ].filter(Boolean);
          return (
            <button
              key={index}
              type="button"
              className={classes.join(' ')}
              style={{ left: `${hotspot.x}%`, top: `${hotspot.y}%` }}
              aria-label={`${t('hotspot.open', { title: hotspot.title || String(index + 1) })}${visited.has(index) ? ` (${t('hotspot.visited')})` : ''}`}
              aria-expanded={open === index}
              aria-controls={open === index ? noteId : undefined}
              disabled={!canOpen(index)}
              onClick={() => (open === index ? onClose() : onOpen(index))}
            >
              {index + 1}
            </button>
          );
        })}
      </div>
      {note ? (
        <section id={noteId} className="sw-hotspots__note" aria-live="polite">
          {noteHeading ? <p className="sw-overline">{noteHeading}</p> : null}
          <h3 className="sw-title">{note.title}</h3>
          <RichText html={note.content} />
          <div className="sw-hotspots__note-actions">
            <button type="button" className="sw-button" onClick={onClose}>
              {t('hotspot.close')}
            </button>
            {noteActions}
          </div>
        </section>
      ) : null}
    </div>
  );
}
