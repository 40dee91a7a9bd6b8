import { designTokensCss } from './design-tokens-css.ts';

/** Puts the design tokens first in <head>, so every stylesheet after it can use the variables. */
export function installDesignTokens(document: Document): void {
  const style = document.createElement('style');
  style.id = 'design-tokens';
  style.textContent = designTokensCss();
  document.head.prepend(style);
}
