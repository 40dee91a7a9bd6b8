import { usePlayerText } from '../i18n/player-language.tsx';

interface TimerBarProps {
  /** The limit in milliseconds; -1 (a quiz's "none") or a disabled timer shows nothing. */
  limitMs: number;
  /** Time left; the full limit before the slide starts. */
  remainingMs?: number;
  disabled?: boolean;
}

/** The bar that empties as a game's or quiz's time runs out. */
export function TimerBar({ limitMs, remainingMs = limitMs, disabled = false }: TimerBarProps) {
  const t = usePlayerText();
  if (disabled || !(limitMs > 0)) return null;
  const left = Math.max(0, Math.min(limitMs, remainingMs));
  const seconds = Math.ceil(left / 1000);
  return (
    <div
      className="sw-timer"
      role="progressbar"
      aria-label={t('timer.label')}
      aria-valuemin={0}
      aria-valuemax={Math.ceil(limitMs / 1000)}
      aria-valuenow={seconds}
      aria-valuetext={`${seconds} s`}
    >
      <div className="sw-timer__fill" style={{ width: `${(left / limitMs) * 100}%` }} />
    </div>
  );
}
