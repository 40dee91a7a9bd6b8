// The public course pages' one script (a Vite entry of its own, no React): it records the Public Preview
// event after each route change — every page load of the server-rendered site, and each return to a page
// the browser kept in its back-forward cache.
import { isFramed, readPreviewFlags } from './preview-flags.ts';
import { publicPreviewBatch, sendEvents, visitorId } from './public-preview-event.ts';

function recordPageView(): void {
  const flags = readPreviewFlags(document.body);
  if (!flags) return;
  let storage: Storage | undefined;
  try {
    storage = window.localStorage;
  } catch {
    storage = undefined;
  }
  void sendEvents(publicPreviewBatch(flags, isFramed(window), visitorId(storage), new Date()));
}

recordPageView();
window.addEventListener('pageshow', (event) => {
  if (event.persisted) recordPageView();
});
