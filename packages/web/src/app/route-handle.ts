import type { TFunction } from 'i18next';
import type { UIMatch } from 'react-router';
import type { PageKey } from '../i18n/page-key.ts';

/** What the route table says about a page beyond its element. */
export interface RouteHandle {
  /** Its title, under `pages.<page>.title`, for the document title. */
  page?: PageKey;
  /** Or its title from the page's own area of the locale files (areas keep their words in one block). */
  title?: (t: TFunction) => string;
  /** spec authoring §1: the authoring app fixes and locks the dark scheme. */
  locksDarkScheme?: boolean;
  /** The page fills the screen with its own way out, as an app does (a lesson being played): no top bar. */
  fullScreen?: boolean;
}

export function routeHandle(match: UIMatch): RouteHandle | undefined {
  const handle = match.handle as Partial<RouteHandle> | undefined;
  return handle && (typeof handle.page === 'string' || typeof handle.title === 'function') ? (handle as RouteHandle) : undefined;
}
