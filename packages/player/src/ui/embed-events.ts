// What the video hosts' embedded players tell the page through postMessage. Only messages from the
// host's own origin are read, and only the few facts the slide needs: the player is ready (Vimeo must
// then be asked for its events) and the video ended (auto-progress).

export type VideoHost = 'youtube' | 'vimeo';

const hostOrigins: Record<VideoHost, readonly string[]> = {
  youtube: ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
  vimeo: ['https://player.vimeo.com'],
};

export type EmbedEvent = 'ready' | 'ended' | null;

/** The players send JSON text (both hosts) or, in some versions, a plain object. */
function parse(data: unknown): Record<string, unknown> | null {
  if (typeof data === 'string') {
    try {
      const parsed: unknown = JSON.parse(data);
      return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : null;
}

/** YouTube's ended state (IFrame Player API: -1 unstarted, 0 ended, 1 playing, 2 paused, …). */
const YOUTUBE_ENDED = 0;

/** What one message from a host's player means for the slide, null for anything else. */
export function readEmbedMessage(host: VideoHost, origin: string, data: unknown): EmbedEvent {
  if (!hostOrigins[host].includes(origin)) return null;
  const message = parse(data);
  if (!message) return null;
  if (host === 'youtube') {
    if (message.event === 'onReady') return 'ready';
    if (message.event === 'onStateChange') return message.info === YOUTUBE_ENDED ? 'ended' : null;
    if (message.event === 'infoDelivery') {
      const info = parse(message.info);
      return info?.playerState === YOUTUBE_ENDED ? 'ended' : null;
    }
    return null;
  }
  if (message.event === 'ready') return 'ready';
  return message.event === 'ended' ? 'ended' : null;
}

/**
 * The message that asks a host's player to report its events: YouTube's widget starts sending once
 * told the page is listening; Vimeo sends the events it was asked for.
 */
export function listenMessage(host: VideoHost): string {
  return host === 'youtube'
    ? JSON.stringify({ event: 'listening', id: 1, channel: 'widget' })
    : JSON.stringify({ method: 'addEventListener', value: 'ended' });
}

/** The origin the page posts to, so nothing reaches another page that took the frame's place. */
export function hostOrigin(src: string): string {
  try {
    return new URL(src).origin;
  } catch {
    return '';
  }
}
