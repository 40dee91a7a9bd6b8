import type { Slide, SlideTemplateInfo } from '@slidewise/core';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { PlayerLanguageProvider } from './i18n/player-language.tsx';
import { LessonEnd, type LessonEndStatus } from './lesson/LessonEnd.tsx';
import {
  canGoBack,
  canGoNext,
  currentSlide,
  initialPlayState,
  playableSlides,
  playStep,
  progressOf,
  type LessonPlayState,
  type PlayAction,
  type PlayEffect,
  type ResumePoint,
} from './lesson/lesson-play-state.ts';
import { ContributionUploadProvider, type UploadContribution } from './lesson/contribution-upload.tsx';
import { LessonChromeContext } from './lesson/lesson-chrome.tsx';
import { narrationOf } from './lesson/narration.ts';
import { NarrationTrack } from './lesson/NarrationTrack.tsx';
import { useLessonText } from './lesson/lesson-text.ts';
import { usePageSwipe } from './lesson/use-page-swipe.ts';
import { SoundIcon } from './lesson/SoundIcon.tsx';
import { readSoundPreference, useMediaSound, writeSoundPreference } from './lesson/use-media-sound.ts';
import { SlidePreview } from './SlidePreview.tsx';
import type { SlideResult } from './templates/renderer.ts';
import './lesson/lesson-player.css';

/** What the course's display config says the player shows around the slides. */
export interface LessonPlayerConfig {
  /** The back and next buttons. Without them the learner moves on with each slide's own button. */
  pagination: boolean;
  /** The progress bar. */
  indicator: boolean;
  /** "3 / 12". */
  pageNumbers: boolean;
  /** Whether the lesson has sound at all: the sound switch shows, and media play muted without it. */
  sound: boolean;
  direction: 'ltr' | 'rtl';
}

export interface LessonPlayerProps {
  /** The lesson's published slides, in order. */
  slides: readonly Slide[];
  config: LessonPlayerConfig;
  /** The lesson's language, for the words the player adds. */
  language?: string;
  /** Where an attempt in progress stands; absent for a new play. Read once: a new attempt remounts the player. */
  resume?: ResumePoint;
  /** What must reach the server: each result, a change of place, the end. */
  onEffect: (effect: PlayEffect) => void;
  /** The end screen's state, once the lesson has ended (the page finishes the attempt). */
  end?: LessonEndStatus;
  /** The next step on the end screen (back to the course, play again). */
  endActions?: ReactNode;
  /** Others' answers to survey slides, by slide id (shown after answering when social). */
  othersAnswers?: Readonly<Record<string, readonly unknown[]>>;
  /** Template records when the caller has the served catalogue. */
  templates?: ReadonlyMap<string, SlideTemplateInfo>;
  /** Who is playing: SCORM packages read it as cmi.core.student_id and student_name. */
  learner?: { id: string; name: string };
  /** The way out of the lesson (a link back to the course), first in the top bar. */
  exit?: ReactNode;
  /** Stores a learner's picture or video for peer-learning slides; without it they report the file's name only. */
  uploadContribution?: UploadContribution;
}

/**
 * A lesson as a learner plays it: slide after slide through each template's renderer in play mode,
 * progress and page numbers as the course says, a sound switch, back and next where allowed, and the end
 * screen. State lives in the pure `playStep`; this component runs it and reports the effects.
 */
export function LessonPlayer({ language, uploadContribution, ...props }: LessonPlayerProps) {
  return (
    <PlayerLanguageProvider language={language}>
      <ContributionUploadProvider value={uploadContribution}>
        <LessonPlayerBody language={language} {...props} />
      </ContributionUploadProvider>
    </PlayerLanguageProvider>
  );
}

function LessonPlayerBody({
  slides,
  config,
  language,
  resume,
  onEffect,
  end,
  endActions,
  othersAnswers,
  templates,
  learner,
  exit,
}: LessonPlayerProps) {
  const t = useLessonText();
  const { state, dispatch } = useLessonPlay(slides, resume, onEffect);
  const [soundOn, setSoundOn] = useState(readSoundPreference);
  const root = useRef<HTMLDivElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  useMediaSound(root, config.sound && soundOn);

  const playing = currentSlide(state);
  const slide = playing ? slides.find((candidate) => candidate.id === playing.id) : undefined;
  const total = state.slides.length;
  const position = Math.min(state.index + 1, total);

  useFocusOnSlideChange(stage, state.phase === 'playing' ? state.index : -1);

  const onResult = useCallback(
    (result: SlideResult) => {
      if (slide) dispatch({ type: 'resultReported', slideId: slide.id, result, at: new Date().toISOString() });
    },
    [dispatch, slide],
  );
  // The play (slide and visit) whose slide cannot be shown: it gets a way on even without pagination.
  const playKey = slide ? `${slide.id}\u0000${state.index}` : '';
  const [unshowablePlay, setUnshowablePlay] = useState<string>();
  const onUnshowable = useCallback(() => {
    if (!slide) return;
    setUnshowablePlay(playKey);
    dispatch({ type: 'unshowable', slideId: slide.id, at: new Date().toISOString() });
  }, [dispatch, slide, playKey]);
  const back = useCallback(() => dispatch({ type: 'back' }), [dispatch]);
  // A slide whose narration cannot be skipped holds the learner until it has played to its end.
  const narration = narrationOf(slide);
  const [narratedPlay, setNarratedPlay] = useState<string>();
  const narrationHolds = narration?.canNotBeSkipped === true && narratedPlay !== playKey;
  // A swipe or button that cannot turn the page says why, until the learner moves on (each refusal nudges again).
  const [refusal, setRefusal] = useState<{ playKey: string; way: 'next' | 'back' | 'narration'; count: number }>();
  const refuse = useCallback(
    (way: 'next' | 'back' | 'narration') =>
      setRefusal((previous) => ({ playKey, way, count: previous?.playKey === playKey ? previous.count + 1 : 1 })),
    [playKey],
  );
  const next = useCallback(() => {
    if (narrationHolds) refuse('narration');
    else dispatch({ type: 'next', at: new Date().toISOString() });
  }, [dispatch, narrationHolds, refuse]);
  const narrationEnded = () => {
    setNarratedPlay(playKey);
    // The hold is over with this very event, so moving on cannot wait for the state above to apply.
    if (narration?.progressOnCompletion && canGoNext(state)) dispatch({ type: 'next', at: new Date().toISOString() });
  };

  const toggleSound = () => {
    setSoundOn((on) => {
      writeSoundPreference(!on);
      return !on;
    });
  };

  const answerFirst = playing !== undefined && !canGoNext(state);
  const last = state.index === total - 1;
  const forwardLabel = t(last ? 'lesson.finish' : 'lesson.next');
  // The one bar of buttons: Back, the slide's own buttons (drawn here by SlideFrame), and Next only
  // while the slide offers no button of its own (with one, Next would say the same thing twice).
  const [actions, setActions] = useState<HTMLDivElement | null>(null);
  const slideHasActions = useHasChildren(actions);
  const chrome = useMemo(() => ({ actions, forwardLabel }), [actions, forwardLabel]);
  const swipe = usePageSwipe({
    enabled: config.pagination && state.phase === 'playing',
    direction: config.direction,
    onNext: () => (canGoNext(state) ? next() : refuse('next')),
    onBack: () => (canGoBack(state) ? back() : refuse('back')),
  });
  const refused = refusal?.playKey === playKey ? refusal : undefined;

  return (
    <div ref={root} className="sw-player sw-lesson" dir={config.direction} lang={language} data-phase={state.phase}>
      {exit || config.indicator || config.pageNumbers || config.sound ? (
        <header className="sw-lesson__bar">
          {exit}
          {config.indicator ? (
            <div
              className="sw-lesson__progress"
              role="progressbar"
              aria-label={t('lesson.progress')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(progressOf(state) * 100)}
            >
              <span className="sw-lesson__progress-fill" style={{ inlineSize: `${progressOf(state) * 100}%` }} />
            </div>
          ) : (
            <span className="sw-lesson__spacer" />
          )}
          {config.pageNumbers && total > 0 && state.phase === 'playing' ? (
            <span className="sw-lesson__page" aria-hidden="true">
              {t('lesson.pageNumber', { current: position, total })}
            </span>
          ) : null}
          {config.sound ? (
            <button type="button" className="sw-lesson__sound" aria-pressed={soundOn} onClick={toggleSound} title={t('lesson.sound')}>
              <SoundIcon on={soundOn} />
              <span className="sw-visually-hidden">{t('lesson.sound')}</span>
            </button>
          ) : null}
        </header>
      ) : null}

      <div
        ref={stage}
        className="sw-lesson__stage"
        role="region"
        tabIndex={-1}
        aria-label={state.phase === 'playing' ? t('lesson.slideLabel', { current: position, total }) : t('lesson.progress')}
        {...swipe}
      >
        {total === 0 ? (
          <p className="sw-lesson__empty">{t('lesson.empty')}</p>
        ) : slide ? (
          <LessonChromeContext.Provider value={chrome}>
            <SlidePreview
              // Each slide (and each return to it) is a new play of its renderer.
              key={playKey}
              slide={slide}
              state="prompt"
              mode="play"
              language={language}
              template={templates?.get(slide.type)}
              onResult={onResult}
              onDone={next}
              othersAnswers={othersAnswers?.[slide.id]}
              learner={learner}
              onUnshowable={onUnshowable}
            />
          </LessonChromeContext.Provider>
        ) : (
          <LessonEnd end={end ?? { status: 'saving' }} actions={endActions} />
        )}
      </div>

      {playing && narration ? <NarrationTrack key={playKey} narration={narration} onEnded={narrationEnded} /> : null}
      {playing && refused ? (
        <p key={refused.count} className="sw-lesson__refusal" role="status">
          {t(refusalText[refused.way])}
        </p>
      ) : null}
      {playing ? (
        <nav className="sw-lesson__nav" aria-label={t('lesson.navigation')}>
          {config.pagination ? (
            <button type="button" className="sw-button sw-lesson__back" onClick={back} disabled={!canGoBack(state)}>
              {t('lesson.back')}
            </button>
          ) : null}
          <div ref={setActions} className="sw-lesson__actions" />
          {/* Without pagination a slide that cannot be shown has no button of its own: this one moves on. */}
          {!slideHasActions && (config.pagination || unshowablePlay === playKey) ? (
            <button
              type="button"
              className="sw-button sw-button--primary sw-lesson__next"
              onClick={next}
              disabled={answerFirst}
              aria-describedby={answerFirst ? 'sw-lesson-answer-first' : undefined}
            >
              {forwardLabel}
            </button>
          ) : null}
          {answerFirst ? (
            <span id="sw-lesson-answer-first" className="sw-visually-hidden">
              {t('lesson.nextAfterAnswer')}
            </span>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}

const refusalText = {
  next: 'lesson.nextAfterAnswer',
  back: 'lesson.noWayBack',
  narration: 'lesson.narrationFirst',
} as const;

/**
 * Runs the pure step function and hands its effects to the page once per action (from the event, not
 * from a render, so React's double renders never send anything twice). A lesson that is already over
 * when it opens (every slide answered before a reload) reports its end once.
 */
function useLessonPlay(slides: readonly Slide[], resume: ResumePoint | undefined, onEffect: (effect: PlayEffect) => void) {
  const [state, setState] = useState<LessonPlayState>(() => initialPlayState(playableSlides(slides), resume));
  const current = useRef(state);
  const report = useRef(onEffect);
  useEffect(() => {
    report.current = onEffect;
  }, [onEffect]);

  const dispatch = useCallback((action: PlayAction) => {
    const step = playStep(current.current, action);
    if (step.state === current.current) return;
    current.current = step.state;
    setState(step.state);
    for (const effect of step.effects) report.current(effect);
  }, []);

  const endedOnOpen = useRef(false);
  useEffect(() => {
    if (endedOnOpen.current || current.current.phase !== 'ended' || current.current.slides.length === 0) return;
    endedOnOpen.current = true;
    report.current({ type: 'ended' });
  }, []);

  return useMemo(() => ({ state, dispatch }), [state, dispatch]);
}

/** Moves focus to the new slide when the learner moves (not on opening), so screen readers follow. */
function useFocusOnSlideChange(stage: RefObject<HTMLDivElement | null>, index: number) {
  const previous = useRef(index);
  useEffect(() => {
    if (previous.current === index) return;
    previous.current = index;
    stage.current?.focus({ preventScroll: true });
  }, [stage, index]);
}

/** Whether `element` has children, kept up to date as a portal adds and removes them. */
function useHasChildren(element: HTMLElement | null): boolean {
  const [has, setHas] = useState(false);
  useEffect(() => {
    if (!element) return;
    const update = () => setHas(element.childElementCount > 0);
    update();
    const observer = new MutationObserver(update);
    observer.observe(element, { childList: true });
    return () => observer.disconnect();
  }, [element]);
  return has;
}
