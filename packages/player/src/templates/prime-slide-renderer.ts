import { preloadSlideRenderer, slideRenderer } from './registry.ts';

/** What a React.lazy component holds (stable since React 16, though not a documented API). */
interface LazyInternals {
  _init(payload: unknown): unknown;
  _payload: unknown;
}

/**
 * Starts loading a template's renderer so that the preview's first render already has it. Loading the
 * module is not enough: React.lazy learns that its module arrived only after its own first render
 * attempt, which then commits the loading notice, and React keeps a committed fallback on screen for
 * at least 300 ms. Starting the lazy component's own initialiser here (when the editor's lesson config
 * or the learner's lesson arrives, before the page renders) lets it resolve in the meantime. Remove once the player's registry reads
 * preloaded renderers synchronously (React's `use` of a fulfilled promise).
 */
export function primeSlideRenderer(type: string): void {
  const component = slideRenderer(type) as unknown as Partial<LazyInternals> | undefined;
  if (typeof component?._init !== 'function') {
    void preloadSlideRenderer(type).catch(() => undefined);
    return;
  }
  try {
    component._init(component._payload);
  } catch {
    // The initialiser throws its pending promise until the module has arrived; that is expected here.
  }
}
