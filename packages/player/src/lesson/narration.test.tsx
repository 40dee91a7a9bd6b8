import { defaultSlide, type Slide } from '@slidewise/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LessonPlayer, type LessonPlayerConfig } from '../LessonPlayer.tsx';
import { catalogueTemplate } from '../test/render-example.tsx';
import { narrationOf } from './narration.ts';

function narrated(id: string, type: string, narration: Record<string, unknown>): Slide {
  const example = catalogueTemplate(type).examples[0]!;
  const data = structuredClone(example.data) as Record<string, unknown>;
  return defaultSlide({ id, type, subtype: example.subtype, name: example.name, data: { ...data, narration } });
}

const everything: LessonPlayerConfig = { pagination: true, indicator: true, pageNumbers: true, sound: true, direction: 'ltr' };
const voice = '/examples/narration-welcome.mp3';
const narrationAudio = () => document.querySelector<HTMLAudioElement>('.sw-narration audio')!;
const slideDrawn = (type: string) => waitFor(() => expect(document.querySelector(`.sw-slide[data-slide-type="${type}"]`)).toBeTruthy());

let play: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  localStorage.clear();
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
});
afterEach(() => {
  play.mockRestore();
});

describe('narrationOf', () => {
  it('reads the spec’s fields, and ignores flags without an audio file', () => {
    expect(narrationOf(narrated('a', 'title', { audio_file: ` ${voice} `, progress_on_completion: true }))).toEqual({
      audioFile: voice,
      progressOnCompletion: true,
      canNotBeSkipped: false,
    });
    expect(narrationOf(narrated('a', 'title', { audio_file: '', can_not_be_skipped: true }))).toBeUndefined();
    expect(narrationOf(narrated('a', 'title', { audio_file: 7 }))).toBeUndefined();
  });
});

describe('narration in the lesson player', () => {
  it('plays the slide’s narration as it opens, with a button to pause it', async () => {
    const user = userEvent.setup();
    render(<LessonPlayer slides={[narrated('a', 'title', { audio_file: voice })]} config={everything} onEffect={() => undefined} />);
    await slideDrawn('title');
    expect(narrationAudio().getAttribute('src')).toBe(voice);
    expect(play).toHaveBeenCalled();
    const toggle = screen.getByRole('button', { name: 'Pause narration' });
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    vi.spyOn(narrationAudio(), 'paused', 'get').mockReturnValue(false);
    const pause = vi.spyOn(narrationAudio(), 'pause').mockImplementation(() => fireEvent.pause(narrationAudio()));
    await user.click(toggle);
    expect(pause).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Play narration' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('is muted by the sound switch like every medium in the player', async () => {
    const user = userEvent.setup();
    render(<LessonPlayer slides={[narrated('a', 'title', { audio_file: voice })]} config={everything} onEffect={() => undefined} />);
    await slideDrawn('title');
    expect(narrationAudio().muted).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Sound' }));
    expect(narrationAudio().muted).toBe(true);
  });

  it('holds the learner until a narration that cannot be skipped has ended, then lets them on', async () => {
    const user = userEvent.setup();
    const slides = [narrated('a', 'bulleted-list', { audio_file: voice, can_not_be_skipped: true }), narrated('b', 'title', {})];
    render(<LessonPlayer slides={slides} config={everything} onEffect={() => undefined} />);
    await slideDrawn('bulleted-list');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('status').textContent).toBe('Listen to the narration to go on');
    expect(document.querySelector('.sw-slide[data-slide-type="bulleted-list"]')).toBeTruthy();
    fireEvent.ended(narrationAudio());
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await slideDrawn('title');
  });

  it('moves on by itself when the narration ends and the slide says so', async () => {
    const slides = [narrated('a', 'bulleted-list', { audio_file: voice, progress_on_completion: true }), narrated('b', 'title', {})];
    render(<LessonPlayer slides={slides} config={everything} onEffect={() => undefined} />);
    await slideDrawn('bulleted-list');
    fireEvent.ended(narrationAudio());
    await slideDrawn('title');
    // The next slide has no narration of its own.
    expect(document.querySelector('.sw-narration')).toBeNull();
  });

  it('lets the learner on when the narration cannot be loaded, and says so', async () => {
    const user = userEvent.setup();
    const slides = [narrated('a', 'bulleted-list', { audio_file: voice, can_not_be_skipped: true }), narrated('b', 'title', {})];
    render(<LessonPlayer slides={slides} config={everything} onEffect={() => undefined} language="es-ES" />);
    await slideDrawn('bulleted-list');
    fireEvent.error(narrationAudio());
    expect(await screen.findByText('No se pudo reproducir la narración.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await slideDrawn('title');
  });
});
