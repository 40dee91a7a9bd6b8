// The browser benchmarks' one way to open a signed-in page of our running server in Debian's Chromium.
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../../e2e/chromium.ts';

export async function openChromium(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions);
}

/** A fresh context (empty caches, as a first visit) holding the session cookie of `cookiePair` (`name=value`). */
export async function signedInPage(browser: Browser, baseUrl: string, cookiePair: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const separator = cookiePair.indexOf('=');
  await context.addCookies([{ name: cookiePair.slice(0, separator), value: cookiePair.slice(separator + 1), url: baseUrl }]);
  return context.newPage();
}

/**
 * Milliseconds from the start of navigation to `url` until the first frame after `selector` matches an
 * element, read from the page's own clock (performance.now() counts from navigation start), so the
 * harness's polling never adds to the figure.
 */
export async function millisecondsUntilShown(page: Page, url: string, selector: string, timeoutMs = 30_000): Promise<number> {
  await page.addInitScript((wanted: string) => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector(wanted)) return;
      observer.disconnect();
      // Shown means painted: the next animation frame after the element entered the document.
      requestAnimationFrame(() => {
        (window as unknown as { __shownAt: number }).__shownAt = performance.now();
      });
    });
    observer.observe(document, { childList: true, subtree: true });
  }, selector);
  await page.goto(url);
  await page.waitForFunction(() => (window as unknown as { __shownAt?: number }).__shownAt !== undefined, undefined, {
    timeout: timeoutMs,
  });
  return page.evaluate(() => (window as unknown as { __shownAt: number }).__shownAt);
}

/** The median of a non-empty list of timings. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
