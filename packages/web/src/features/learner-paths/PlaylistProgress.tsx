import { useTranslation } from 'react-i18next';

/** "1 of 2 courses completed" with a bar announced as a progressbar. */
export function PlaylistProgress({ completed, total }: { completed: number; total: number }) {
  const { t } = useTranslation();
  const label = t('playlists.learner.progress', { completed, count: total });
  const percent = total === 0 ? 0 : Math.round((completed / total) * 100);
  return (
    <div className="playlist-progress">
      <div
        className="playlist-progress__bar"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={completed}
      >
        <span className="playlist-progress__fill" style={{ inlineSize: `${percent}%` }} />
      </div>
      <span className="playlist-progress__text" aria-hidden="true">
        {label}
      </span>
    </div>
  );
}
