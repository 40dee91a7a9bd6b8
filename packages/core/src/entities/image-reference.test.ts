import { describe, expect, it } from 'vitest';
import { IMAGE_REFERENCE_MAX_LENGTH, imageReferenceSchema, isImageReference, shownImageReference } from './image-reference.ts';

describe('image references', () => {
  it('accepts none, web addresses and paths of our stored media', () => {
    for (const value of [
      '',
      'https://images.slidewise.dev/examples/team.jpg',
      'http://cdn.example.com/a.png?size=2#top',
      'HTTPS://EXAMPLE.COM/A.PNG',
      '/media/account/course-thumbnail.png',
      '/media/a%20b.png',
    ]) {
      expect([value, imageReferenceSchema.safeParse(value).success]).toEqual([value, true]);
    }
  });

  it('refuses script, data and other schemes, however they are written', () => {
    const refused = [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      '\u0001javascript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html,<script>alert(1)</script>',
      'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
      'file:///etc/passwd',
      'ftp://example.com/a.png',
      'https://',
      'https:///path-only',
    ];
    for (const value of refused) expect([value, imageReferenceSchema.safeParse(value).success]).toEqual([value, false]);
  });

  it('refuses paths that leave our origin or climb out of it', () => {
    for (const value of [
      '//evil.example/a.png',
      '/\\evil.example/a.png',
      '/media\\..\\a.png',
      '/media/../api/me',
      'media/a.png',
      '../a.png',
    ]) {
      expect([value, isImageReference(value)]).toEqual([value, false]);
    }
  });

  it('keeps its length bound', () => {
    const long = `https://example.com/${'a'.repeat(IMAGE_REFERENCE_MAX_LENGTH)}`;
    expect(imageReferenceSchema.safeParse(long).success).toBe(false);
  });

  it('shows a stored value that breaks the rules as none', () => {
    expect(shownImageReference('javascript:alert(1)')).toBe('');
    expect(shownImageReference(null)).toBe('');
    expect(shownImageReference('https://example.com/a.png')).toBe('https://example.com/a.png');
  });
});
