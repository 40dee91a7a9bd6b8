import type { Ref } from 'react';
import { Stars } from '../Stars.tsx';
import { usePlayerLanguage } from '../../i18n/player-language.tsx';
import type { GameOutcome } from './game-outcome.ts';
import { useGameText } from './game-text.ts';
import { usePlayText } from './play-text.ts';
import { useResultText } from './result-text.ts';
import './game-result.css';

interface GameResultProps {
  ref?: Ref<HTMLElement>;
  id: string;
  outcome: GameOutcome;
  correct: number;
  total: number;
  timedOut: boolean;
}

/** A finished game's result: words that follow how it went, the points kept, the stars and the items right. */
export function GameResult({ ref, id, outcome, correct, total, timedOut }: GameResultProps) {
  const t = usePlayText();
  const resultText = useResultText();
  const gameText = useGameText();
  const format = new Intl.NumberFormat(usePlayerLanguage()).format;
  return (
    <section
      ref={ref}
      tabIndex={-1}
      className={`sw-game-result sw-game-result--${outcome.verdict}`}
      role="status"
      aria-labelledby={id}
      data-verdict={outcome.verdict}
    >
      <h3 id={id} className="sw-overline">
        {t('game.result')}
      </h3>
      {timedOut ? <p className="sw-game-result__time-up">{gameText('game.timeUp')}</p> : null}
      <p className="sw-game-result__verdict">{resultText(`result.${outcome.verdict}`)}</p>
      <p className="sw-game-result__points">{t('game.points', { points: format(outcome.points) })}</p>
      <Stars earned={outcome.stars} total={outcome.totalStars} />
      <p className="sw-caption">{t('game.allCorrect', { correct, total })}</p>
    </section>
  );
}
