import { onlineManager } from '@tanstack/react-query';

/**
 * TanStack Query's `onlineManager` assumes a connection until the browser's first `online` or `offline`
 * event; a page opened without network is told so once, at start, so its banner and editors know at once.
 */
export function startOnlineStatus(): void {
  onlineManager.setOnline(navigator.onLine);
}
