// The public face of @slidewise/player: the slide preview, the renderer contract and its shared parts.
export { SlidePreview, type SlidePreviewProps } from './SlidePreview.tsx';
export {
  previewStates,
  type PreviewState,
  type RendererMode,
  type SlideResult,
  type LessonResult,
  type SlideRendererProps,
  type SlideRenderer,
  type RendererLoader,
} from './templates/renderer.ts';
export { rendererLoaders, slideRenderer, preloadSlideRenderer } from './templates/registry.ts';
export { primeSlideRenderer } from './templates/prime-slide-renderer.ts';
export { PlayerLanguageProvider, usePlayerText } from './i18n/player-language.tsx';
export { playerLanguages, resolvePlayerLanguage, type PlayerLanguage } from './i18n/player-i18n.ts';
export { LessonPlayer, type LessonPlayerConfig, type LessonPlayerProps } from './LessonPlayer.tsx';
export type { SharedFile, UploadContribution } from './lesson/contribution-upload.tsx';
export { LessonEnd, type LessonEndResult, type LessonEndStatus } from './lesson/LessonEnd.tsx';
export {
  initialPlayState,
  playableSlides,
  type PlayEffect,
  type RecordedResult,
  type ResumePoint,
} from './lesson/lesson-play-state.ts';
export { PackageOriginProvider, type KnownPackageOrigin } from './package-runtime/package-origin.tsx';
export { PackageDataStoreProvider, type PackageDataStore } from './package-runtime/package-data-store.tsx';
export type { StoredPackageData } from './package-runtime/scorm-session.ts';
export { startPackageRuntime } from './package-runtime/package-runtime.ts';
