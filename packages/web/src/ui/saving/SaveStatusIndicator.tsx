import type { SaveStatus } from './edit-state.ts';
import './save-status.css';

/** What an editor may show; 'offline' is unsaved work kept in the browser until the connection returns. */
export type SaveIndicatorStatus = SaveStatus | 'offline';

/** spec §4 save cycle, always in view: a coloured dot and the status in words, announced politely. */
export function SaveStatusIndicator({ status, label }: { status: SaveIndicatorStatus; label: string }) {
  return (
    <p className={`save-indicator save-indicator--${status}`} role="status" data-save-status={status}>
      <span className="save-indicator__dot" aria-hidden="true" />
      {label}
    </p>
  );
}
