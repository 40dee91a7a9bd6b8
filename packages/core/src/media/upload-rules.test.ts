import { describe, expect, it } from 'vitest';
import { UPLOAD_ALLOWED_EXTENSIONS } from '../constants.ts';
import { uploadContentTypes } from '../enums/upload-content-types.ts';
import {
  acceptedExtensions,
  checkFileCount,
  checkUploadCandidate,
  extensionOf,
  isAllowedExtension,
  isUploadContentType,
  maximumUploadBytes,
} from './upload-rules.ts';

describe('extensionOf', () => {
  it('reads the last extension in lower case, ignoring folders and leading dots', () => {
    expect(extensionOf('Photo.JPG')).toBe('jpg');
    expect(extensionOf('archive.tar.zip')).toBe('zip');
    expect(extensionOf('C:\\Users\\me\\slides.pptx')).toBe('pptx');
    expect(extensionOf('.png')).toBe('');
    expect(extensionOf('README')).toBe('');
    expect(extensionOf('trailing.')).toBe('');
  });
});

describe('allowed extensions (templates §5)', () => {
  it.each(uploadContentTypes)('%s accepts each of its extensions, in any case', (contentType) => {
    for (const extension of UPLOAD_ALLOWED_EXTENSIONS[contentType]) {
      expect(isAllowedExtension(contentType, `file.${extension}`)).toBe(true);
      expect(isAllowedExtension(contentType, `file.${extension.toUpperCase()}`)).toBe(true);
    }
  });

  it.each([
    ['image', ['webp', 'bmp', 'exe', 'html', 'png.exe', '']],
    ['video', ['avi', 'mkv', 'mp3']],
    ['audio', ['wav', 'ogg', 'aac']],
    ['scorm', ['rar', '7z', 'tar']],
    ['aicc', ['crs', 'gz']],
    ['powerpoint', ['ppt', 'key', 'pdf']],
    ['csv', ['tsv', 'xlsx']],
    ['spreadsheet', ['xls', 'csv', 'numbers']],
    ['certificate', ['p12', 'key', 'der']],
    ['ai-document', ['doc', 'txt', 'ppt']],
    ['briefcase-document', ['exe', 'html', 'js', 'zip', 'webm']],
  ] as const)('%s refuses %j', (contentType, extensions) => {
    for (const extension of extensions) expect(isAllowedExtension(contentType, `file.${extension}`)).toBe(false);
  });

  it('offers a file picker the extensions with their dots', () => {
    expect(acceptedExtensions('video')).toBe('.mp4,.mov,.webm');
  });

  it('knows the content types of the table and nothing else', () => {
    expect(isUploadContentType('scorm')).toBe(true);
    expect(isUploadContentType('executable')).toBe(false);
    expect(isUploadContentType('Image')).toBe(false);
  });
});

describe('maximum upload sizes (templates §9)', () => {
  it('uses the maximum upload size where one is given, lowered for video by its flag', () => {
    expect(maximumUploadBytes('video')).toBe(250_000_000);
    expect(maximumUploadBytes('video', { reducedVideoSize: true })).toBe(150_000_000);
    expect(maximumUploadBytes('audio')).toBe(40_000_000);
    expect(maximumUploadBytes('image')).toBe(40_000_000);
  });

  it('else the size limit of the type, else the general limits', () => {
    expect(maximumUploadBytes('powerpoint')).toBe(100_000_000);
    expect(maximumUploadBytes('ai-document')).toBe(100_000_000);
    expect(maximumUploadBytes('scorm')).toBe(Number.POSITIVE_INFINITY);
    expect(maximumUploadBytes('aicc')).toBe(Number.POSITIVE_INFINITY);
    expect(maximumUploadBytes('briefcase-document')).toBe(100_000_000);
    expect(maximumUploadBytes('csv')).toBe(40_000_000);
    expect(maximumUploadBytes('spreadsheet')).toBe(40_000_000);
    expect(maximumUploadBytes('certificate')).toBe(40_000_000);
  });
});

describe('checkUploadCandidate', () => {
  it('accepts a file at the limit and refuses one byte more', () => {
    expect(checkUploadCandidate('image', { fileName: 'a.png', size: 40_000_000 })).toBeUndefined();
    expect(checkUploadCandidate('image', { fileName: 'a.png', size: 40_000_001 })).toBe('tooLarge');
    expect(checkUploadCandidate('video', { fileName: 'a.mp4', size: 150_000_001 })).toBeUndefined();
    expect(checkUploadCandidate('video', { fileName: 'a.mp4', size: 150_000_001 }, { reducedVideoSize: true })).toBe('tooLarge');
  });

  it('refuses an empty file and a wrong kind, the kind first', () => {
    expect(checkUploadCandidate('audio', { fileName: 'a.mp3', size: 0 })).toBe('empty');
    expect(checkUploadCandidate('audio', { fileName: 'a.wav', size: 0 })).toBe('unsupportedType');
    expect(checkUploadCandidate('scorm', { fileName: 'course.zip', size: 10 ** 12 })).toBeUndefined();
  });

  it('refuses more than one file, or more than the N a field allows', () => {
    expect(checkFileCount(1)).toBeUndefined();
    expect(checkFileCount(2)).toBe('tooManyFiles');
    expect(checkFileCount(3, 3)).toBeUndefined();
    expect(checkFileCount(4, 3)).toBe('tooManyFiles');
  });
});
