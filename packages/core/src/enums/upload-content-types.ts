import { z } from 'zod';

// Spec templates §5: the content types of the allowed-extension table, in its order.
export const uploadContentTypes = [
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
] as const;
export const uploadContentTypeSchema = z.enum(uploadContentTypes);
export type UploadContentType = z.infer<typeof uploadContentTypeSchema>;
