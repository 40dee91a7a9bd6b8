// The public lesson page's player (a Vite entry of its own): the lesson's slides come in the page itself
// (#public-lesson-data, rendered by the server), play in the learner's player, and stay in the page —
// no account, no attempt, nothing sent but the page view public-page.ts records.
import type { Slide } from '@slidewise/core';
import { LessonPlayer, type LessonEndStatus, type PlayEffect, type RecordedResult } from '@slidewise/player';
import { StrictMode, useCallback, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { installDesignTokens } from '../ui/tokens/install-design-tokens.ts';
import { previewEnd } from './preview-end.ts';
import './public-player.css';

interface PublicLessonData {
  title: string;
  language: string;
  config: { pagination: boolean; indicator: boolean; pageNumbers: boolean; sound: boolean; direction: 'ltr' | 'rtl' };
  slides: Slide[];
  coursePath: string | null;
  signUpPath: string;
}

function PublicLesson({ data, words }: { data: PublicLessonData; words: PlayerWords }) {
  const results = useRef<Record<string, RecordedResult>>({});
  const [end, setEnd] = useState<LessonEndStatus>();
  const [play, setPlay] = useState(0);
  const onEffect = useCallback(
    (effect: PlayEffect) => {
      if (effect.type === 'result') results.current[effect.slideId] = effect.result;
      if (effect.type === 'ended') setEnd({ status: 'done', result: previewEnd(data.slides, results.current) });
    },
    [data.slides],
  );
  const playAgain = () => {
    results.current = {};
    setEnd(undefined);
    setPlay((count) => count + 1);
  };
  return (
    <LessonPlayer
      key={play}
      slides={data.slides}
      config={data.config}
      language={data.language}
      onEffect={onEffect}
      end={end}
      endActions={
        <>
          <a
            className="sw-button sw-button--primary"
            href={data.signUpPath}
            target={window.self === window.top ? undefined : '_blank'}
            rel="noopener"
          >
            {words.signUp}
          </a>
          {data.coursePath ? (
            <a className="sw-button" href={data.coursePath}>
              {words.backToCourse}
            </a>
          ) : null}
          <button type="button" className="sw-button" onClick={playAgain}>
            {words.playAgain}
          </button>
        </>
      }
    />
  );
}

interface PlayerWords {
  signUp: string;
  backToCourse: string;
  playAgain: string;
}

const playerWords: Record<string, PlayerWords> = {
  'en-US': { signUp: 'Sign up to take the course', backToCourse: 'Back to the course', playAgain: 'Play again' },
  'es-ES': { signUp: 'Regístrate para hacer el curso', backToCourse: 'Volver al curso', playAgain: 'Jugar de nuevo' },
};

function start(): void {
  const container = document.getElementById('public-player');
  const source = document.getElementById('public-lesson-data');
  if (!container || !source) return;
  try {
    const data = JSON.parse(source.textContent ?? '') as PublicLessonData;
    installDesignTokens(document);
    const words = playerWords[document.documentElement.lang] ?? playerWords['en-US']!;
    createRoot(container).render(
      <StrictMode>
        <PublicLesson data={data} words={words} />
      </StrictMode>,
    );
  } catch {
    container.textContent = container.dataset.failed ?? '';
  }
}

start();
