// The embed addresses of the video hosts the catalogue supports. Ids are author input, so they are
// URL-encoded; youtube-nocookie keeps the preview from setting tracking cookies.

/**
 * `listenFrom`: the page's origin when it listens for the player's events (auto-progress); YouTube sends
 * them only with its JS API on and the listening origin named.
 */
export function youtubeEmbedUrl(
  videoId: string,
  options: { start?: number; end?: number; autoplay?: boolean; listenFrom?: string } = {},
): string {
  const params = new URLSearchParams({ rel: '0', playsinline: '1' });
  if (options.listenFrom) {
    params.set('enablejsapi', '1');
    params.set('origin', options.listenFrom);
  }
  if (options.start && options.start > 0) params.set('start', String(Math.floor(options.start)));
  if (options.end && options.end > 0) params.set('end', String(Math.floor(options.end)));
  if (options.autoplay) {
    params.set('autoplay', '1');
    params.set('mute', '1');
  }
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId.trim())}?${params.toString()}`;
}

export function vimeoEmbedUrl(videoId: string, options: { autoplay?: boolean } = {}): string {
  const params = new URLSearchParams({ dnt: '1', playsinline: '1' });
  if (options.autoplay) {
    params.set('autoplay', '1');
    params.set('muted', '1');
  }
  return `https://player.vimeo.com/video/${encodeURIComponent(videoId.trim())}?${params.toString()}`;
}
