// Rendered course pages kept in this server's memory (issue 18: public-page-html-p95-ms). A page is kept
// with its account's public site version as read with it, and served again only while the database still
// answers that version: triggers of migration 0028 raise it on every committed change to what a page
// shows, through whichever server, so a kept page is never older than the last change. Serving a kept
// page costs one primary-key read instead of the page's statement and its rendering.
import { LRUCache } from 'lru-cache';
import type { Executor } from '../../db/client.ts';
import type { PageVariant } from './page-variant.ts';
import { publicSiteVersionOf } from './repo.ts';

/** Pages of distinct addresses and variants kept at once; the least recently served go first. */
const MAXIMUM_KEPT_PAGES = 2_000;

/** A rendered page with the account whose version it was rendered at. */
export interface RenderedPage {
  accountId: string;
  siteVersion: number;
  html: string;
}

export function createPageCache(db: Executor) {
  const kept = new LRUCache<string, RenderedPage>({ max: MAXIMUM_KEPT_PAGES });
  // Everything that changes the HTML besides the data: the address and the variant asked for.
  const keyOf = (slug: string, variant: PageVariant) => `${slug}\n${JSON.stringify(variant)}`;

  return {
    /**
     * The page kept for this address and variant while it is current; otherwise `render` reads and renders
     * it (undefined when there is no page), and it is kept for next time.
     */
    async page(slug: string, variant: PageVariant, render: () => Promise<RenderedPage | undefined>): Promise<string | undefined> {
      const key = keyOf(slug, variant);
      const held = kept.get(key);
      if (held && (await publicSiteVersionOf(db, held.accountId)) === held.siteVersion) return held.html;
      const rendered = await render();
      if (rendered) kept.set(key, rendered);
      else kept.delete(key);
      return rendered?.html;
    },
  };
}
