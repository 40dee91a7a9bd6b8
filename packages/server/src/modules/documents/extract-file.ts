import { extensionOf } from '@slidewise/core';
import { extractDocx } from './docx-extraction.ts';
import type { ExtractedDocument, ExtractedPresentation } from './extracted-content.ts';
import { DocumentRefused } from './extraction-limits.ts';
import { extractPdf } from './pdf-extraction.ts';
import { extractPptx, presentationAsDocument } from './pptx-extraction.ts';

// Which extractor reads a file, from its name's extension (the upload already checked the content
// matches it, templates §5): a presentation (powerpoint) must be a pptx; a document (ai-document) may
// be a pptx, docx or pdf.

export interface ExtractOptions {
  /** Decode pictures too (a PDF's are decoded while reading it); a check before queueing leaves them. */
  withImages: boolean;
}

export async function extractPresentation(data: Uint8Array, fileName: string): Promise<ExtractedPresentation> {
  if (extensionOf(fileName) !== 'pptx') throw new DocumentRefused('Only PowerPoint presentations (.pptx) can be converted slide by slide.');
  return extractPptx(data, fileName);
}

export async function extractDocument(data: Uint8Array, fileName: string, options: ExtractOptions): Promise<ExtractedDocument> {
  switch (extensionOf(fileName)) {
    case 'docx':
      return extractDocx(data, fileName);
    case 'pdf':
      return extractPdf(data, fileName, options);
    case 'pptx':
      return presentationAsDocument(await extractPptx(data, fileName));
    default:
      throw new DocumentRefused('Only Word documents (.docx), PDFs and PowerPoint presentations (.pptx) can be converted.');
  }
}
