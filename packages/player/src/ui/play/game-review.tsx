import { useGameText } from './game-text.ts';
import './game-play.css';

/**
 * A played item's verdict in a game's review: a tick or a cross, spoken as "Right" / "Not quite" unless
 * `decorative` (the verdict is already written beside it).
 */
export function ItemMark({ correct, decorative = false }: { correct: boolean; decorative?: boolean }) {
  const t = useGameText();
  return (
    <span className={`sw-item-mark sw-item-mark--${correct ? 'right' : 'wrong'}`}>
      <span aria-hidden="true">{correct ? '✓' : '✕'}</span>
      {decorative ? null : <span className="sw-visually-hidden">{t(correct ? 'game.itemRight' : 'game.itemWrong')}</span>}
    </span>
  );
}
