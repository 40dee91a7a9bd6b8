import type { DocumentBlock, PresentationSlideContent } from '@slidewise/core';

// What an extractor answers: the text and structure at once (cheap, so a request can check a file
// before queueing its conversion), the pictures as loaders called only when they are stored.

export interface ImageBytes {
  data: Uint8Array;
  mimeType: string;
}

export interface ExtractedImage {
  /** A name for the media library (`slide-3-image-1.png`). */
  name: string;
  /** The picture's bytes, or undefined when it is of a kind slides cannot show (EMF, WMF…). */
  load(): Promise<ImageBytes | undefined>;
}

export interface ExtractedPresentation {
  kind: 'presentation';
  title: string;
  slides: PresentationSlideContent[];
  images: ExtractedImage[];
}

export interface ExtractedDocument {
  kind: 'document';
  title: string;
  blocks: DocumentBlock[];
  images: ExtractedImage[];
}

/** The picture types slides show, by file extension; anything else in a document is left out. */
export const IMAGE_MIME_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** The file name without its extension and folders, as a title of last resort. */
export function titleFromFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  const dot = base.lastIndexOf('.');
  const title = (dot > 0 ? base.slice(0, dot) : base).replace(/[_-]+/g, ' ').trim();
  return title || 'Imported document';
}
