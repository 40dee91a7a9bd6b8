// Issue 17: what the server reads out of an uploaded document or presentation, before it becomes slides.
// The extractors (server, modules/documents) fill these; the conversions here turn them into slides.
// Images are referred to by their place in the file's list of pictures: the server stores each as a
// media item and gives the conversion its address.

/** One block of a document (docx, pdf, or a pptx read as a document), in reading order. */
export type DocumentBlock =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'image'; imageIndex: number; alt: string };

/** One slide of a presentation: its title, its text paragraphs and its pictures, in order. */
export interface PresentationSlideContent {
  title: string;
  paragraphs: string[];
  imageIndexes: number[];
}

/** A slide made by a conversion, as the editor would send it (the server adds its id). */
export interface SlideDraft {
  type: string;
  subtype: string;
  name: string;
  data: Record<string, unknown>;
}

/** A lesson made by a conversion: its title and its slides. */
export interface LessonDraft {
  title: string;
  slides: SlideDraft[];
}

/** The address of the stored picture at `imageIndex`, or undefined when it could not be kept. */
export type ImageAddress = (imageIndex: number) => string | undefined;

/** How often the app asks where a running conversion stands. */
export const DOCUMENT_CONVERSION_POLL_MS = 1000;
