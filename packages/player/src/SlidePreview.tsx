import { findSlideTemplate, type Slide, type SlideTemplateInfo } from '@slidewise/core';
import { Suspense, useEffect, useMemo, useRef } from 'react';
import { PlayerLanguageProvider } from './i18n/player-language.tsx';
import { slideRenderer } from './templates/registry.ts';
import type { LessonResult, PreviewState, RendererMode, SlideResult } from './templates/renderer.ts';
import { SlideErrorBoundary } from './ui/SlideErrorBoundary.tsx';
import { SlideBroken, SlideLoading, UnknownTemplate } from './ui/SlideNotice.tsx';
import './ui/player.css';

export interface SlidePreviewProps {
  slide: Slide;
  state: PreviewState;
  /** The template record when the caller has it (the served catalogue); otherwise core's catalogue. */
  template?: SlideTemplateInfo;
  /** The lesson's language for the words the player adds (buttons, hints); en-US by default. */
  language?: string;
  /** `preview` unless a learner is playing. */
  mode?: RendererMode;
  onResult?: (result: SlideResult) => void;
  onDone?: () => void;
  /** Other learners' answers to this slide (surveys with social learning show them). */
  othersAnswers?: readonly unknown[];
  /** The learner's lesson result, shown by the exit slide. */
  lessonResult?: LessonResult;
  /** Who is playing (SCORM packages read it). */
  learner?: { id: string; name: string };
  /** The slide cannot be shown: its renderer broke on its data, or its template is unknown. */
  onUnshowable?: () => void;
}

/**
 * What the renderer's key needs to follow the author's edits. Renderers keep what the learner does in
 * their own state, seeded from the data when they mount (the order of a reorder list, the cards of a
 * memory game…), so in the editor's preview an edit must mount them again or it shows only once another
 * slide has been selected. The data's text is the edition, not its identity: a caller that passes an
 * equal copy does not restart the slide. While a learner plays, the data never changes under them and
 * their answers in progress must survive the parent's renders, so play mode keeps one edition.
 */
function usePreviewEdition(data: unknown, mode: RendererMode): string {
  return useMemo(() => (mode === 'play' ? '' : dataText(data)), [data, mode]);
}

function dataText(data: unknown): string {
  try {
    return JSON.stringify(data) ?? '';
  } catch {
    // Data that cannot be written out (a cycle, a throwing getter) is the renderer's to refuse, not ours.
    return 'unreadable';
  }
}

/**
 * One slide drawn by its template's renderer, loaded on demand. Nothing is validated here: the slide is
 * drawn as it is, a renderer that fails on broken data shows a notice instead of the slide, and a type
 * with no template shows the unknown-template panel.
 */
export function SlidePreview({
  slide,
  state,
  template,
  language,
  mode = 'preview',
  onResult,
  onDone,
  othersAnswers,
  lessonResult,
  learner,
  onUnshowable,
}: SlidePreviewProps) {
  const info = template ?? findSlideTemplate(slide.type);
  const Renderer = info ? slideRenderer(slide.type) : undefined;
  const unshowable = useRef(onUnshowable);
  useEffect(() => {
    unshowable.current = onUnshowable;
  }, [onUnshowable]);
  const unknown = !info || !Renderer;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new slide that cannot be shown is reported once, even when the previous one could not be shown either.
  useEffect(() => {
    if (unknown) unshowable.current?.();
  }, [unknown, slide.id]);
  // A new object whenever the slide or the state changes: the next edit gets another chance to draw.
  const attempt = useMemo(() => ({ slide, state }), [slide, state]);
  const edition = usePreviewEdition(slide.data, mode);
  return (
    <PlayerLanguageProvider language={language}>
      <div className="sw-player" lang={language}>
        {info && Renderer ? (
          <SlideErrorBoundary resetKey={attempt} fallback={<SlideBroken />} onError={() => unshowable.current?.()}>
            <Suspense fallback={<SlideLoading />}>
              <Renderer
                // Another slide, state or (in the editor) edit of the data starts the renderer afresh.
                key={`${slide.id}\u0000${slide.type}\u0000${state}\u0000${edition}`}
                slide={slide}
                data={slide.data}
                template={info}
                state={state}
                mode={mode}
                onResult={onResult}
                onDone={onDone}
                othersAnswers={othersAnswers}
                lessonResult={lessonResult}
                learner={learner}
              />
            </Suspense>
          </SlideErrorBoundary>
        ) : (
          <UnknownTemplate type={slide.type} />
        )}
      </div>
    </PlayerLanguageProvider>
  );
}
