import { defaultSlide, type Slide } from '@slidewise/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LessonPlayer, type LessonPlayerConfig } from './LessonPlayer.tsx';
import { PackageOriginProvider } from './package-runtime/package-origin.tsx';
import type { PlayEffect } from './lesson/lesson-play-state.ts';
import { catalogueTemplate } from './test/render-example.tsx';

function exampleSlide(id: string, type: string): Slide {
  const example = catalogueTemplate(type).examples[0]!;
  return defaultSlide({
    id,
    type,
    subtype: example.subtype,
    name: example.name,
    data: structuredClone(example.data) as Record<string, unknown>,
  });
}

const circle = catalogueTemplate('circle-the-answer').examples[0]!.data as { correctAnswer: string };
const slides = [exampleSlide('intro', 'title'), exampleSlide('quiz', 'circle-the-answer'), exampleSlide('end', 'exit')];
const everything: LessonPlayerConfig = { pagination: true, indicator: true, pageNumbers: true, sound: true, direction: 'ltr' };

function play(config: LessonPlayerConfig = everything, extra: Partial<Parameters<typeof LessonPlayer>[0]> = {}) {
  const effects: PlayEffect[] = [];
  const view = render(<LessonPlayer slides={slides} config={config} onEffect={(effect) => effects.push(effect)} {...extra} />);
  return { effects, view, user: userEvent.setup() };
}

const slideDrawn = (type: string) => waitFor(() => expect(document.querySelector(`.sw-slide[data-slide-type="${type}"]`)).toBeTruthy());

beforeEach(() => {
  localStorage.clear();
});

describe('the lesson player', () => {
  it('plays slide after slide to the end screen, reporting each result, and stops at the exit slide', async () => {
    const { effects, user, view } = play();
    await slideDrawn('title');
    expect(screen.getByRole('region', { name: 'Slide 1 of 2' })).toBeTruthy();
    expect(screen.getByText('1 / 2')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Lesson progress' }).getAttribute('aria-valuenow')).toBe('0');
    expect(screen.getByRole('button', { name: 'Back' }).hasAttribute('disabled')).toBe(true);
    // One bar: the title's own button (its author's words) is the way on, with no Next beside it.
    const bar = screen.getByRole('navigation', { name: 'Lesson navigation' });
    expect(within(bar).getByRole('button', { name: "Let's begin" })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();

    await user.click(screen.getByRole('button', { name: "Let's begin" }));
    await slideDrawn('circle-the-answer');
    expect(effects).toEqual([
      { type: 'result', slideId: 'intro', result: expect.objectContaining({ correct: null, points: 0 }), currentSlideIndex: 1 },
    ]);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    // A quiz is answered before moving on (its Check is the bar's forward button); back is open until then.
    expect(within(bar).getByRole('button', { name: 'Check' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Finish' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Back' }).hasAttribute('disabled')).toBe(false);

    await user.click(screen.getByRole('button', { name: circle.correctAnswer }));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(effects[1]).toEqual({
      type: 'result',
      slideId: 'quiz',
      result: expect.objectContaining({ correct: true, points: 1000, answers: circle.correctAnswer }),
      currentSlideIndex: 1,
    });
    expect(screen.getByRole('button', { name: 'Back' }).hasAttribute('disabled')).toBe(true);

    // The slide's own done button says the lesson's word (not the template's "Move on") and moves on.
    expect(screen.queryByRole('button', { name: 'Move on' })).toBeNull();
    await user.click(within(bar).getByRole('button', { name: 'Finish' }));
    expect(effects.at(-1)).toEqual({ type: 'ended' });
    expect(screen.getByText('Saving your results…')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();

    view.rerender(
      <LessonPlayer
        slides={slides}
        config={everything}
        onEffect={(effect) => effects.push(effect)}
        end={{
          status: 'done',
          result: {
            score: 100,
            stars: 1,
            totalStars: 1,
            newStars: 1,
            verdict: 'completed',
            bestScore: 100,
            parts: [],
            leaderboardEnabled: false,
          },
        }}
        endActions={<a href="/learn">Back to the course</a>}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Lesson complete' })).toBeTruthy();
    expect(screen.getByTestId('lesson-score').textContent).toBe('100 out of 100');
    expect(screen.getByRole('img', { name: '1 of 1 stars' })).toBeTruthy();
    expect(screen.getByText('+1 new star')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the course' })).toBeTruthy();
    expect(effects.filter((effect) => effect.type === 'ended')).toHaveLength(1);
  });

  it('goes back over content slides', async () => {
    const { effects, user } = play(everything, { slides: [exampleSlide('a', 'title'), exampleSlide('b', 'bulleted-list')] });
    await slideDrawn('title');
    await user.click(screen.getByRole('button', { name: "Let's begin" }));
    await slideDrawn('bulleted-list');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await slideDrawn('title');
    expect(effects.at(-1)).toEqual({ type: 'position', currentSlideIndex: 0 });
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Slide 1 of 2' }));
  });

  it('resumes at the first unanswered slide, and reports the end of a lesson already answered', async () => {
    const viewed = { correct: null, answers: null, points: 0, answeredAt: '2026-11-23T10:00:00.000Z' };
    const resumed = play(everything, { resume: { currentSlideIndex: 0, results: { intro: viewed } } });
    await slideDrawn('circle-the-answer');
    expect(resumed.effects).toEqual([]);
    resumed.view.unmount();

    const done = play(everything, { resume: { currentSlideIndex: 1, results: { intro: viewed, quiz: { ...viewed, correct: false } } } });
    expect(screen.getByRole('heading', { name: 'Lesson complete' })).toBeTruthy();
    expect(done.effects).toEqual([{ type: 'ended' }]);
  });

  it('shows only what the course config asks for, in the lesson’s language', async () => {
    play({ pagination: false, indicator: false, pageNumbers: false, sound: false, direction: 'rtl' }, { language: 'es-ES' });
    await slideDrawn('title');
    // Without pagination the bar holds only the slide's own button.
    const bar = screen.getByRole('navigation', { name: 'Navegación de la lección' });
    expect(
      within(bar)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(["Let's begin"]);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sonido' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Diapositiva 1 de 2' })).toBeTruthy();
    expect(document.querySelector('.sw-lesson')?.getAttribute('dir')).toBe('rtl');
  });

  it('keeps the learner’s sound choice on this device', async () => {
    const { user, view } = play();
    await slideDrawn('title');
    const sound = screen.getByRole('button', { name: 'Sound' });
    expect(sound.getAttribute('aria-pressed')).toBe('true');
    await user.click(sound);
    expect(sound.getAttribute('aria-pressed')).toBe('false');
    view.unmount();
    play();
    expect(screen.getByRole('button', { name: 'Sound' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('mutes the slide’s media with the sound switch, and always in a lesson without sound', async () => {
    const clip = exampleSlide('clip', 'video');
    const video = [{ ...clip, data: { ...clip.data, autoplay: false } }];
    const { user, view } = play(everything, { slides: video });
    await slideDrawn('video');
    const media = () => document.querySelector('video')!;
    await waitFor(() => expect(media()).toBeTruthy());
    expect(media().muted).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Sound' }));
    expect(media().muted).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Sound' }));
    expect(media().muted).toBe(false);
    view.unmount();
    const silent = play({ ...everything, sound: false }, { slides: video });
    await slideDrawn('video');
    await waitFor(() => expect(media().muted).toBe(true));
    silent.view.unmount();

    // A renderer's own muting (autoplay is allowed only muted) is not undone by sound being on.
    play(everything, { slides: [{ ...clip, data: { ...clip.data, autoplay: true } }] });
    await slideDrawn('video');
    await waitFor(() => expect(media()).toBeTruthy());
    expect(media().muted).toBe(true);
  });

  it('lets the learner past a scored slide that cannot be shown, counting it as not answered', async () => {
    const quiz = exampleSlide('quiz', 'circle-the-answer');
    // Data the renderer cannot draw: it throws, and the slide's error boundary shows the notice.
    const broken = { ...quiz, data: null as unknown as Slide['data'] };
    const { effects, user } = play(everything, { slides: [broken, exampleSlide('outro', 'title')] });
    await waitFor(() => expect(screen.getByText('This slide cannot be shown')).toBeTruthy());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(false));
    expect(effects).toEqual([
      {
        type: 'result',
        slideId: 'quiz',
        result: expect.objectContaining({ correct: null, answers: null, points: 0 }),
        currentSlideIndex: 0,
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await slideDrawn('title');
    expect(screen.getByRole('button', { name: 'Back' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: "Let's begin" }));
    expect(effects.at(-1)).toEqual({ type: 'ended' });
  });

  it('offers a way on from a slide that cannot be shown when the course has no pagination', async () => {
    const unknown = { ...exampleSlide('mystery', 'title'), type: 'no-such-template' };
    const { effects, user } = play({ ...everything, pagination: false }, { slides: [exampleSlide('quiz', 'circle-the-answer'), unknown] });
    await slideDrawn('circle-the-answer');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    await user.click(screen.getByRole('button', { name: circle.correctAnswer }));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Finish' })).toBeTruthy());
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(effects.at(-1)).toEqual({ type: 'ended' });
    expect(effects.filter((effect) => effect.type === 'result').map((effect) => effect.type === 'result' && effect.slideId)).toEqual([
      'quiz',
      'mystery',
    ]);
  });

  it('turns the page with a sideways swipe, but not from a control or from an answered-first slide', async () => {
    const { user } = play(everything, { slides: [exampleSlide('a', 'bulleted-list'), exampleSlide('b', 'circle-the-answer')] });
    await slideDrawn('bulleted-list');
    const stage = screen.getByRole('region', { name: 'Slide 1 of 2' });
    const swipe = (from: Element, dx: number) => {
      fireEvent.touchStart(from, { touches: [{ clientX: 200, clientY: 300 }] });
      fireEvent.touchEnd(from, { changedTouches: [{ clientX: 200 + dx, clientY: 310 }] });
    };
    // A swipe that starts on a button is the button's.
    swipe(screen.getByRole('button', { name: 'Next' }), -120);
    expect(document.querySelector('.sw-slide[data-slide-type="bulleted-list"]')).toBeTruthy();
    swipe(stage.querySelector('.sw-slide__body')!, -120);
    await slideDrawn('circle-the-answer');
    // The quiz must be answered first: a swipe onwards says so and stays; one back returns.
    swipe(stage.querySelector('.sw-slide__body')!, -120);
    expect(document.querySelector('.sw-slide[data-slide-type="circle-the-answer"]')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Answer this slide to go on');
    swipe(stage.querySelector('.sw-slide__body')!, 120);
    await slideDrawn('bulleted-list');
    expect(screen.queryByRole('status')).toBeNull();
    // Nothing before the first slide: a swipe back says so.
    swipe(stage.querySelector('.sw-slide__body')!, 120);
    expect(screen.getByRole('status').textContent).toBe('There is no going back from this slide');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await slideDrawn('circle-the-answer');
  });

  it('says so when the lesson has no slides', () => {
    play(everything, { slides: [] });
    expect(screen.getByText('This lesson has no slides yet.')).toBeTruthy();
  });

  it.each([true, false])(
    'holds Next on a required SCORM package that cannot open, and lets the learner skip it with the reason recorded (pagination %s)',
    async (pagination) => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => new Response('missing', { status: 404 })),
      );
      const { effects, user } = play(
        { ...everything, pagination },
        { slides: [exampleSlide('package', 'scorm'), exampleSlide('after', 'title')] },
      );
      await user.click(await screen.findByRole('button', { name: 'Start the module' }));
      await screen.findByRole('alert');
      // One bar, with or without pagination: the package's own done button (in the lesson's words) is
      // the only way on, and it is held.
      const ways = screen.getAllByRole('button', { name: 'Next' });
      expect(ways).toHaveLength(1);
      expect(ways[0]!.hasAttribute('disabled')).toBe(true);
      await user.click(screen.getByRole('button', { name: 'Skip this slide' }));
      await slideDrawn('title');
      expect(effects).toEqual([
        {
          type: 'result',
          slideId: 'package',
          result: expect.objectContaining({ correct: null, answers: { skipped: 'package-unavailable' }, points: 0 }),
          currentSlideIndex: 0,
        },
        { type: 'position', currentSlideIndex: 1 },
      ]);
    },
  );

  it('tells a SCORM package who is playing, through the runtime on the package origin', async () => {
    const packageOrigin = 'http://localhost:3001';
    const user = userEvent.setup();
    render(
      <PackageOriginProvider origin={packageOrigin}>
        <LessonPlayer
          slides={[exampleSlide('package', 'scorm')]}
          config={everything}
          onEffect={() => undefined}
          learner={{ id: 'user-7', name: 'Ana Rivera' }}
        />
      </PackageOriginProvider>,
    );
    await user.click(await screen.findByRole('button', { name: 'Start the module' }));
    const frame = (await screen.findByTitle(/course package/)) as HTMLIFrameElement;
    // happy-dom loads no frame page: the runtime's window is a stand-in that records what it is sent.
    const runtime = { postMessage: vi.fn() };
    Object.defineProperty(frame, 'contentWindow', { value: runtime });
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { channel: 'slidewise-package', type: 'ready' },
          origin: packageOrigin,
          source: runtime as unknown as Window,
        }),
      );
    });
    // The start waits for what the package stored before (none here: no store), then goes out.
    await vi.waitFor(() =>
      expect(runtime.postMessage).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'start', learner: { id: 'user-7', name: 'Ana Rivera' } }),
        packageOrigin,
      ),
    );
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});
