import { HttpError } from '../../http-error.ts';

// Issue 17: a document or presentation is read within bounds, so a hostile file (a zip bomb, XML nested
// without end, millions of tiny parts) is refused with a 4xx instead of exhausting the server. The file
// itself is at most 100 000 000 bytes (templates §9, checked when it was uploaded).

/** Parts in one Office file (a real 500-slide deck has a few thousand). */
export const MAX_ZIP_ENTRIES = 10_000;
/** The decompressed size of one XML part (a slide, the document body). */
export const MAX_XML_PART_BYTES = 32 * 1024 * 1024;
/** The decompressed size of one picture. */
export const MAX_IMAGE_BYTES = 50 * 1024 * 1024;
/** Everything decompressed from one file, together. */
export const MAX_TOTAL_UNZIPPED_BYTES = 400 * 1024 * 1024;
/** XML elements nested deeper than this are refused (real slides nest a few dozen at most). */
export const MAX_XML_DEPTH = 100;
/** Slides of one presentation and pages of one PDF. */
export const MAX_SLIDES = 1000;
export const MAX_PDF_PAGES = 2000;
/** Pictures kept from one file; further ones are left out. */
export const MAX_IMAGES = 300;

/** 422: the file is of the right type but cannot be read, or crosses a bound above; nothing was made. */
export class DocumentRefused extends HttpError {
  constructor(message: string, details?: unknown) {
    super(422, 'document_unreadable', message, details);
    this.name = 'DocumentRefused';
  }
}
