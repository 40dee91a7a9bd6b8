import { expect, it } from 'vitest';
import { uploadContentTypes, uploadContentTypeSchema } from './upload-content-types.ts';

it('has the content types of the templates §5 upload table', () => {
  expect(uploadContentTypes).toEqual([
    'briefcase-document',
    'aicc',
    'scorm',
    'audio',
    'image',
    'video',
    'powerpoint',
    'csv',
    'spreadsheet',
    'certificate',
    'ai-document',
  ]);
  expect(uploadContentTypeSchema.safeParse('document').success).toBe(false);
});
