import { usePlayerLanguage } from '../../i18n/player-language.tsx';
import { PlainText } from '../RichText.tsx';
import type { GameSession } from './game-session.ts';
import { useGameText } from './game-text.ts';
import { usePlayText } from './play-text.ts';

interface StartGateProps {
  session: Pick<GameSession, 'readyText' | 'timed' | 'settings' | 'start'>;
  /** Called after the gate opened, once the board is drawn (to move the focus into it). */
  onStarted: () => void;
}

/**
 * What a timed game shows before its clock runs: the game's ready words (or how long the learner has)
 * and the Start button. The board stays unrendered behind it, so no statement, word or cell can be read
 * before the time starts counting.
 */
export function StartGate({ session, onStarted }: StartGateProps) {
  const t = usePlayText();
  const gameText = useGameText();
  const time = useDurationText(session.settings.timerLimitMs);
  const start = () => {
    session.start();
    // The button goes away with the gate: the focus follows into the board on the next frame.
    requestAnimationFrame(onStarted);
  };
  return (
    <div className="sw-start-gate">
      {session.readyText.trim() ? <PlainText className="sw-title" text={session.readyText} /> : null}
      <p className="sw-start-gate__rule">{session.timed ? gameText('gate.timed', { time }) : gameText('gate.untimed')}</p>
      <button type="button" className="sw-button sw-button--primary sw-start-gate__start" onClick={start}>
        {t('game.start')}
      </button>
    </div>
  );
}

/** A time limit in words of the lesson's language: "20 seconds", "4 minutes", "1 minute, 30 seconds". */
function useDurationText(ms: number): string {
  const language = usePlayerLanguage();
  const total = Math.max(1, Math.round(ms / 1000));
  const unit = (value: number, name: 'minute' | 'second') =>
    new Intl.NumberFormat(language, { style: 'unit', unit: name, unitDisplay: 'long' }).format(value);
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  if (minutes === 0) return unit(seconds, 'second');
  if (seconds === 0) return unit(minutes, 'minute');
  return new Intl.ListFormat(language, { style: 'long', type: 'unit' }).format([unit(minutes, 'minute'), unit(seconds, 'second')]);
}
