// Slides and ids for the authoring tests (not exported from the package).
import { defaultSlide, type Slide } from '../entities/slide.ts';
import { createSlideEditorState, type SlideEditorState } from './slide-editor-state.ts';

/** A deterministic id generator: id-1, id-2, … */
export function sequentialIds(prefix = 'id'): () => string {
  let next = 0;
  return () => `${prefix}-${++next}`;
}

/** A slide with a title, a list of items with ids and a nested object, as a template's data looks. */
export function testSlide(id: string, overrides: Partial<Slide> = {}): Slide {
  return defaultSlide({
    id,
    type: 'reorder',
    name: `Slide ${id}`,
    data: {
      title: `Title of ${id}`,
      list: [
        { id: `${id}-a`, text: 'first' },
        { id: `${id}-b`, text: 'second' },
      ],
      answer: { text: 'because' },
    },
    ...overrides,
  });
}

export function deckOf(count: number): Slide[] {
  return Array.from({ length: count }, (_, index) => testSlide(`s${index + 1}`));
}

export function stateWith(count: number, currentSlideIndex = 0): SlideEditorState {
  return createSlideEditorState({ slides: deckOf(count), currentSlideIndex, latestSavedSlidesStateIdentifier: 'v1' });
}

export function ids(state: SlideEditorState): string[] {
  return state.slides.map((slide) => slide.id);
}

/** A deep copy through JSON, as slides travel to the server and back. */
export function jsonCopy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
