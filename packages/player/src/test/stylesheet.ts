import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * Puts the player's own stylesheets (paths from packages/player/src) into the test document, so
 * getComputedStyle answers what a browser would lay out: vitest leaves imported CSS out. Returns the
 * function that takes them out again (the DOM project shares one document between files).
 */
export function addStylesheets(...paths: string[]): () => void {
  const styles = paths.map((path) => {
    const style = document.createElement('style');
    style.textContent = readFileSync(resolve(import.meta.dirname, '..', path), 'utf8');
    document.head.append(style);
    return style;
  });
  return () => {
    for (const style of styles) style.remove();
  };
}
