import { useState } from 'react';
import { usePlayerText } from '../../i18n/player-language.tsx';
import { DoneButton } from '../../ui/DoneButton.tsx';
import { HotspotImage, readHotspots } from '../../ui/Hotspots.tsx';
import { list, text } from '../../ui/read-data.ts';
import { SlideFrame } from '../../ui/SlideFrame.tsx';
import type { PreviewState, SlideRendererProps } from '../renderer.ts';

interface ImageMapData {
  image: string;
  alt: string;
  waypoints: { x: number; y: number; title: string; content: string }[];
}

function initialVisited(state: PreviewState, count: number): Set<number> {
  if (state === 'answered') return new Set(Array.from({ length: count }, (_, index) => index));
  return new Set(state === 'interacted' && count > 0 ? [0] : []);
}

/** An image with hotspots opened in any order; the visited ones turn green. */
export default function ImageMapRenderer({ slide, data, template, state, onDone }: SlideRendererProps<ImageMapData>) {
  const t = usePlayerText();
  const hotspots = readHotspots(list(data.waypoints));
  const [visited, setVisited] = useState(() => initialVisited(state, hotspots.length));
  const [open, setOpen] = useState<number | null>(state === 'interacted' && hotspots.length > 0 ? 0 : null);
  return (
    <SlideFrame type={slide.type} state={state} footer={<DoneButton template={template} onDone={onDone} />}>
      <HotspotImage
        image={text(data.image)}
        imageLabel={text(data.alt) || slide.name || t('media.image')}
        hotspots={hotspots}
        open={open}
        visited={visited}
        onOpen={(index) => {
          setOpen(index);
          setVisited((current) => new Set(current).add(index));
        }}
        onClose={() => setOpen(null)}
      />
    </SlideFrame>
  );
}
