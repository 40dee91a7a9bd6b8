import { useGameText } from './game-text.ts';
import './game-play.css';

/** A played item's verdict in a game's review: a tick or a cross, spoken as "Right" / "Not quite". */
export function ItemMark({ correct }: { correct: boolean }) {
  const t = useGameText();
  return (
    <span className={`sw-item-mark sw-item-mark--${correct ? 'right' : 'wrong'}`}>
      <span aria-hidden="true">{correct ? '✓' : '✕'}</span>
      <span className="sw-visually-hidden">{t(correct ? 'game.itemRight' : 'game.itemWrong')}</span>
    </span>
  );
}
