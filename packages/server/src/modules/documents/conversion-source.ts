import { HttpError } from '../../http-error.ts';

// Which kind of conversion a file gets follows from the content type it was uploaded as (templates §5):
// a powerpoint is converted slide by slide, an ai-document by its structure or by the model.

export type ConversionSource = 'presentation' | 'document';

export function conversionSourceOf(contentType: string): ConversionSource {
  if (contentType === 'powerpoint') return 'presentation';
  if (contentType === 'ai-document') return 'document';
  throw new HttpError(
    400,
    'not_a_document',
    'This file was not uploaded as a presentation or a document. Upload a .pptx as a presentation, or a .pptx, .docx or .pdf as a document.',
  );
}
