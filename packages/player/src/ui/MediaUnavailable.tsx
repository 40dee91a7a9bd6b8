import { useWayOnText } from '../i18n/way-on-messages.ts';

/** What could not be used: it names the failure and the hint under it. */
export type UnavailableThing = 'video' | 'page' | 'package' | 'packageSilent' | 'camera';

const hints = {
  video: 'unavailable.connectionHint',
  page: 'unavailable.pageHint',
  package: 'unavailable.packageHint',
  packageSilent: 'unavailable.packageHint',
  camera: 'unavailable.cameraHint',
} as const;

interface MediaUnavailableProps {
  thing: UnavailableThing;
  /** Tries again (a new load of the video, the page, the package, a new request for the camera). */
  onRetry?: () => void;
  /**
   * Records the skip with its reason and moves on: only where the slide would otherwise hold the
   * learner (a required package, a video contribution); elsewhere the slide's own button goes on.
   */
  onSkip?: () => void;
  /** A page that may open outside the frame (in a new tab) when it cannot load in it. */
  newTabHref?: string;
  /** `overlay`: laid over a player that stays in place (it may still come to life). */
  overlay?: boolean;
}

/**
 * The one way every slide says that something it depends on cannot be used: what failed, what to try,
 * a retry and, where needed, a skip. It takes the place of a black player or a browser's broken-page
 * icon, and is announced as an alert.
 */
export function MediaUnavailable({ thing, onRetry, onSkip, newTabHref, overlay = false }: MediaUnavailableProps) {
  const t = useWayOnText();
  return (
    <div className={`sw-unavailable sw-unavailable--${thing}${overlay ? ' sw-unavailable--overlay' : ''}`} role="alert">
      <span className="sw-unavailable__icon" aria-hidden="true">
        !
      </span>
      <p className="sw-notice__title">{t(`unavailable.${thing}`)}</p>
      <p className="sw-notice__text">{t(hints[thing])}</p>
      {onRetry || onSkip || newTabHref ? (
        <div className="sw-unavailable__actions">
          {onRetry ? (
            <button type="button" className="sw-button sw-button--primary" onClick={onRetry}>
              {t('unavailable.retry')}
            </button>
          ) : null}
          {onSkip ? (
            <button type="button" className="sw-button" onClick={onSkip}>
              {t('unavailable.skip')}
            </button>
          ) : null}
          {newTabHref ? (
            <a className="sw-button" href={newTabHref} target="_blank" rel="noopener noreferrer">
              {t('unavailable.newTab')}
            </a>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
