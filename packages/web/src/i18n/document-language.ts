import { textDirection } from '@slidewise/core';

/** Keeps `<html lang dir>` on the active language, so screen readers and right-to-left layout follow it. */
export function applyDocumentLanguage(language: string, root: HTMLElement = document.documentElement): void {
  root.lang = language;
  root.dir = textDirection(language);
}
