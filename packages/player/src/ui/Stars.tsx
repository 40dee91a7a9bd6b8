import { usePlayerText } from '../i18n/player-language.tsx';

/** Stars earned out of the slide's total, read as one image ("2 of 3 stars"). */
export function Stars({ earned, total }: { earned: number; total: number }) {
  const t = usePlayerText();
  const count = Math.max(0, Math.floor(total));
  const filled = Math.max(0, Math.min(count, Math.floor(earned)));
  return (
    <span className="sw-stars" role="img" aria-label={t('stars.label', { earned: filled, total: count })}>
      {Array.from({ length: count }, (_, index) => (
        <span key={index} className={`sw-stars__star${index < filled ? ' sw-stars__star--earned' : ''}`} aria-hidden="true">
          ★
        </span>
      ))}
    </span>
  );
}
