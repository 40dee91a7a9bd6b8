import { describe, expect, it } from 'vitest';
import { looksLikeText, mimeTypeMatchingExtension } from './content-check.ts';

const facts = (extension: string, detectedMimeType: string | undefined, sample = Buffer.from('plain text')) => ({
  fileName: `file.${extension}`,
  extension,
  contentType: 'briefcase-document' as const,
  detectedMimeType,
  sample,
  sampleIsWhole: true,
});

describe('mimeTypeMatchingExtension', () => {
  it('accepts bytes of the type the extension names', () => {
    expect(mimeTypeMatchingExtension(facts('png', 'image/png'))).toBe('image/png');
    expect(mimeTypeMatchingExtension(facts('mov', 'video/mp4'))).toBe('video/mp4');
    expect(mimeTypeMatchingExtension(facts('txt', undefined))).toBe('text/plain');
    expect(mimeTypeMatchingExtension(facts('svg', 'application/xml', Buffer.from('<?xml version="1.0"?><svg/>')))).toBe('image/svg+xml');
  });

  it('refuses bytes of another type, and binary bytes in a text format', () => {
    expect(mimeTypeMatchingExtension(facts('png', 'application/x-msdownload'))).toBeUndefined();
    expect(mimeTypeMatchingExtension(facts('png', undefined))).toBeUndefined();
    expect(mimeTypeMatchingExtension(facts('txt', 'application/x-elf'))).toBeUndefined();
    expect(mimeTypeMatchingExtension(facts('csv', undefined, Buffer.from([0x61, 0x00, 0x62])))).toBeUndefined();
    expect(mimeTypeMatchingExtension(facts('exe', 'application/x-msdownload'))).toBeUndefined();
  });

  it('takes a DER certificate, which has no magic number of its own', () => {
    expect(mimeTypeMatchingExtension(facts('cer', undefined, Buffer.from([0x30, 0x82, 0x01, 0x0a, 0xff, 0xfe])))).toBe(
      'application/pkix-cert',
    );
    expect(mimeTypeMatchingExtension(facts('cer', undefined, Buffer.from([0x31, 0x82, 0xff, 0xfe])))).toBeUndefined();
  });
});

describe('looksLikeText', () => {
  it('allows UTF-8 cut short at the end of a sample, not invalid bytes', () => {
    const accented = Buffer.from('café olé');
    expect(looksLikeText(accented, true)).toBe(true);
    expect(looksLikeText(accented.subarray(0, 4), false)).toBe(true);
    expect(looksLikeText(accented.subarray(0, 4), true)).toBe(false);
    expect(looksLikeText(Buffer.from([0x61, 0xff, 0x62]), false)).toBe(false);
  });
});
