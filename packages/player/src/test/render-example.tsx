import { ContributionUploadProvider, type UploadContribution } from '../lesson/contribution-upload.tsx';
import { defaultSlide, findSlideTemplate, type SlideTemplate } from '@slidewise/core';
import { render, waitFor } from '@testing-library/react';
import { type PackageDataStore, PackageDataStoreProvider } from '../package-runtime/package-data-store.tsx';
import { type KnownPackageOrigin, PackageOriginProvider } from '../package-runtime/package-origin.tsx';
import { SlidePreview } from '../SlidePreview.tsx';
import type { PreviewState, RendererMode, SlideResult } from '../templates/renderer.ts';

/** A catalogue template, failing the test when the catalogue has no such type. */
export function catalogueTemplate(type: string): SlideTemplate {
  const template = findSlideTemplate(type);
  if (!template) throw new Error(`No template "${type}" in the catalogue`);
  return template;
}

/**
 * Renders the template's first example (the catalogue's examples are the test data) in a state, and
 * waits until its renderer has loaded and drawn the slide.
 */
interface RenderExampleOptions {
  language?: string;
  /** Other data than the first example's (edge cases). */
  data?: Record<string, unknown>;
  mode?: RendererMode;
  onDone?: () => void;
  onResult?: (result: SlideResult) => void;
  /** Other learners' answers, as the lesson player passes them to surveys. */
  othersAnswers?: readonly unknown[];
  /** Where packages play, as the lesson page tells the player (package slides only). */
  packageOrigin?: KnownPackageOrigin;
  /** Where package slides keep what their package stores, as the lesson page binds it to the attempt. */
  packageStore?: PackageDataStore;
  learner?: { id: string; name: string };
  /** Stores peer-learning files, as the lesson page gives the player (peer-learning slides only). */
  uploadContribution?: UploadContribution;
}

export async function renderExample(type: string, state: PreviewState, options: RenderExampleOptions = {}) {
  const template = catalogueTemplate(type);
  const example = template.examples[0];
  if (!example) throw new Error(`Template "${type}" has no example`);
  const data = options.data ?? example.data;
  const slide = defaultSlide({ id: `slide-${type}`, type, subtype: example.subtype, name: example.name, data });
  const preview = (
    <SlidePreview
      slide={slide}
      state={state}
      language={options.language}
      mode={options.mode}
      onDone={options.onDone}
      onResult={options.onResult}
      othersAnswers={options.othersAnswers}
      learner={options.learner}
    />
  );
  const stored = options.packageStore ? (
    <PackageDataStoreProvider store={options.packageStore}>{preview}</PackageDataStoreProvider>
  ) : (
    preview
  );
  const withOrigin =
    'packageOrigin' in options ? <PackageOriginProvider origin={options.packageOrigin}>{stored}</PackageOriginProvider> : stored;
  const view = render(<ContributionUploadProvider value={options.uploadContribution}>{withOrigin}</ContributionUploadProvider>);
  await waitForRenderer(view.container);
  return { ...view, template, data, slide };
}

async function waitForRenderer(container: HTMLElement) {
  await waitFor(
    () => {
      const slide = container.querySelector('.sw-slide');
      if (!slide || slide.classList.contains('sw-slide--loading')) throw new Error('The renderer has not loaded yet');
    },
    { timeout: 5000 },
  );
}
