// Which renderer draws each template. Every renderer is its own chunk, loaded the first time a slide of
// its template is shown: the learner app's first download must not carry 67 templates' code.
import { lazy, type LazyExoticComponent } from 'react';
import { gameAndQuizRenderers } from './game-and-quiz-registry.ts';
import type { RendererLoader, SlideRenderer } from './renderer.ts';

/** Content, media, survey, advanced and peer-learning templates. */
const contentRenderers: Record<string, RendererLoader> = {
  title: () => import('./title/index.tsx'),
  'text-sequence': () => import('./text-sequence/index.tsx'),
  'bulleted-list': () => import('./bulleted-list/index.tsx'),
  'expandable-list': () => import('./expandable-list/index.tsx'),
  reveal: () => import('./reveal/index.tsx'),
  'scratch-to-reveal': () => import('./scratch-to-reveal/index.tsx'),
  scrollable: () => import('./scrollable/index.tsx'),
  'speech-bubble': () => import('./speech-bubble/index.tsx'),
  table: () => import('./table/index.tsx'),
  comparison: () => import('./comparison/index.tsx'),
  'text-and-images': () => import('./text-and-images/index.tsx'),
  exit: () => import('./exit/index.tsx'),
  image: () => import('./image/index.tsx'),
  video: () => import('./video/index.tsx'),
  'youtube-video-embed': () => import('./youtube-video-embed/index.tsx'),
  'vimeo-video-embed': () => import('./vimeo-video-embed/index.tsx'),
  'media-collection': () => import('./media-collection/index.tsx'),
  'video-collection': () => import('./video-collection/index.tsx'),
  'scrolling-media': () => import('./scrolling-media/index.tsx'),
  'image-slider': () => import('./image-slider/index.tsx'),
  'image-gallery': () => import('./image-gallery/index.tsx'),
  'image-collection': () => import('./image-collection/index.tsx'),
  'image-map': () => import('./image-map/index.tsx'),
  'image-waypoints': () => import('./image-waypoints/index.tsx'),
  parallax: () => import('./parallax/index.tsx'),
  'multiple-choice-survey': () => import('./multiple-choice-survey/index.tsx'),
  'slider-survey': () => import('./slider-survey/index.tsx'),
  'free-text-survey': () => import('./free-text-survey/index.tsx'),
  'quadrant-survey': () => import('./quadrant-survey/index.tsx'),
  scorm: () => import('./scorm/index.tsx'),
  aicc: () => import('./aicc/index.tsx'),
  'external-url': () => import('./external-url/index.tsx'),
  contribution: () => import('./contribution/index.tsx'),
  'peer-authoring': () => import('./peer-authoring/index.tsx'),
  'video-contribution': () => import('./video-contribution/index.tsx'),
};

/** Every template type's renderer loader. */
export const rendererLoaders: Readonly<Record<string, RendererLoader>> = { ...contentRenderers, ...gameAndQuizRenderers };

const lazyRenderers = new Map<string, LazyExoticComponent<SlideRenderer>>();

/** The template's renderer as a lazy component (one per type, so React keeps its loaded state). */
export function slideRenderer(type: string): LazyExoticComponent<SlideRenderer> | undefined {
  const loader = Object.hasOwn(rendererLoaders, type) ? rendererLoaders[type] : undefined;
  if (!loader) return undefined;
  let component = lazyRenderers.get(type);
  if (!component) {
    component = lazy(loader);
    lazyRenderers.set(type, component);
  }
  return component;
}

/** Starts loading a template's renderer before it is needed (the next slide, the picked template). */
export function preloadSlideRenderer(type: string): Promise<void> {
  const loader = Object.hasOwn(rendererLoaders, type) ? rendererLoaders[type] : undefined;
  return loader ? loader().then(() => undefined) : Promise.resolve();
}
