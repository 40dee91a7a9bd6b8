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

interface SwipeVerdictProps {
  /** How the card just sent went; nothing is shown before the first. */
  last: { correct: boolean; text: string; rightPlace: string } | undefined;
  /** Counts the cards sent, so the same verdict twice in a row is still heard and shaken anew. */
  count: number;
  /** What the right place is: a side to sort to (left-or-right) or a verdict (true-or-false). */
  placeKind: 'side' | 'verdict';
}

/**
 * What a learner hears and sees right after swiping (or sending) a card in a swipe game: a right card
 * is confirmed, a wrong one says where it belonged, with a shake, while the next card comes up.
 */
export function SwipeVerdict({ last, count, placeKind }: SwipeVerdictProps) {
  const t = useGameText();
  return (
    <p className="sw-swipe-verdict-line" role="status">
      {last ? (
        <span key={count} className={`sw-swipe-verdict sw-swipe-verdict--${last.correct ? 'right' : 'wrong'}`}>
          <ItemMark correct={last.correct} decorative />
          {last.correct
            ? t('swipe.right', { place: last.rightPlace })
            : t(placeKind === 'side' ? 'swipe.wrongSide' : 'swipe.wrongVerdict', { text: last.text, place: last.rightPlace })}
        </span>
      ) : null}
    </p>
  );
}
