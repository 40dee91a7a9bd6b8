import { useState } from 'react';
import { usePlayerText } from '../../i18n/player-language.tsx';
import { DoneButton } from '../../ui/DoneButton.tsx';
import { HotspotImage, readHotspots } from '../../ui/Hotspots.tsx';
import { list, text } from '../../ui/read-data.ts';
import { SlideFrame } from '../../ui/SlideFrame.tsx';
import type { PreviewState, SlideRendererProps } from '../renderer.ts';

interface ImageWaypointsData {
  image: string;
  alt: string;
  waypoints: { x: number; y: number; title: string; content: string }[];
}

/** How many waypoints have been opened: none, the first, or all. */
function initialReached(state: PreviewState, count: number): number {
  if (state === 'answered') return count;
  return state === 'interacted' ? Math.min(1, count) : 0;
}

/** A guided tour: waypoints open one after another, each once the one before it has been opened. */
export default function ImageWaypointsRenderer({ slide, data, template, state, onDone }: SlideRendererProps<ImageWaypointsData>) {
  const t = usePlayerText();
  const hotspots = readHotspots(list(data.waypoints));
  const [reached, setReached] = useState(() => initialReached(state, hotspots.length));
  const [open, setOpen] = useState<number | null>(state === 'interacted' && hotspots.length > 0 ? 0 : null);
  const visited = new Set(Array.from({ length: reached }, (_, index) => index));
  const openStop = (index: number) => {
    setOpen(index);
    setReached((current) => Math.max(current, index + 1));
  };
  const hasNext = open !== null && open + 1 < hotspots.length;

  return (
    <SlideFrame type={slide.type} state={state} footer={<DoneButton template={template} onDone={onDone} />}>
      <HotspotImage
        image={text(data.image)}
        imageLabel={text(data.alt) || slide.name || t('media.image')}
        hotspots={hotspots}
        open={open}
        visited={visited}
        next={reached < hotspots.length ? reached : null}
        canOpen={(index) => index <= reached}
        onOpen={openStop}
        onClose={() => setOpen(null)}
        noteHeading={open === null ? undefined : t('hotspot.progress', { current: open + 1, total: hotspots.length })}
        noteActions={
          hasNext ? (
            <button type="button" className="sw-button sw-button--primary" onClick={() => openStop(open + 1)}>
              {t('hotspot.next')}
            </button>
          ) : null
        }
      />
    </SlideFrame>
  );
}
