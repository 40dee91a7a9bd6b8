import { describe, expect, it } from 'vitest';
import { hostOrigin, listenMessage, readEmbedMessage } from './embed-events.ts';

describe('embedded player messages', () => {
  it('reads YouTube’s ready and ended states, from YouTube only', () => {
    const yt = 'https://www.youtube-nocookie.com';
    expect(readEmbedMessage('youtube', yt, JSON.stringify({ event: 'onReady' }))).toBe('ready');
    expect(readEmbedMessage('youtube', yt, JSON.stringify({ event: 'onStateChange', info: 0 }))).toBe('ended');
    expect(readEmbedMessage('youtube', yt, JSON.stringify({ event: 'onStateChange', info: 1 }))).toBeNull();
    expect(readEmbedMessage('youtube', yt, JSON.stringify({ event: 'infoDelivery', info: { playerState: 0, currentTime: 180 } }))).toBe(
      'ended',
    );
    expect(readEmbedMessage('youtube', yt, JSON.stringify({ event: 'infoDelivery', info: { currentTime: 12 } }))).toBeNull();
    expect(readEmbedMessage('youtube', 'https://evil.example', JSON.stringify({ event: 'onStateChange', info: 0 }))).toBeNull();
    expect(readEmbedMessage('youtube', yt, 'not json')).toBeNull();
  });

  it('reads Vimeo’s ready and ended events, as text or objects, from Vimeo only', () => {
    const vimeo = 'https://player.vimeo.com';
    expect(readEmbedMessage('vimeo', vimeo, '{"event":"ready"}')).toBe('ready');
    expect(readEmbedMessage('vimeo', vimeo, { event: 'ended', data: { seconds: 60 } })).toBe('ended');
    expect(readEmbedMessage('vimeo', vimeo, { event: 'timeupdate' })).toBeNull();
    expect(readEmbedMessage('vimeo', 'https://www.youtube.com', { event: 'ended' })).toBeNull();
  });

  it('asks each host for its events, and posts only to the frame’s origin', () => {
    expect(JSON.parse(listenMessage('youtube'))).toEqual({ event: 'listening', id: 1, channel: 'widget' });
    expect(JSON.parse(listenMessage('vimeo'))).toEqual({ method: 'addEventListener', value: 'ended' });
    expect(hostOrigin('https://player.vimeo.com/video/1?dnt=1')).toBe('https://player.vimeo.com');
    expect(hostOrigin('')).toBe('');
  });
});
