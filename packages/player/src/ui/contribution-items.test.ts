import { describe, expect, it } from 'vitest';
import { wallItems } from './contribution-items.ts';

describe('wallItems', () => {
  it('shows peers’ words, pictures and videos, and leaves out empty answers', () => {
    expect(
      wallItems([
        'Smile first',
        { text: ' Listen ', image: null },
        { file: 'shelf.jpg', url: '/api/media/a/file', mimeType: 'image/jpeg' },
        { video: true, seconds: 12, url: '/api/media/b/file', mimeType: 'video/webm' },
        { text: '' },
        null,
      ]),
    ).toEqual([
      { text: 'Smile first' },
      { text: 'Listen' },
      { text: '', media: { url: '/api/media/a/file', kind: 'image' } },
      { text: '', media: { url: '/api/media/b/file', kind: 'video' } },
    ]);
  });

  it('shows no file from another host or of another kind', () => {
    expect(
      wallItems([
        { url: 'https://evil.example/x.jpg', mimeType: 'image/jpeg' },
        { url: '//evil.example/x.jpg', mimeType: 'image/jpeg' },
        { url: '/api/media/c/file', mimeType: 'text/html' },
      ]),
    ).toEqual([]);
  });
});
