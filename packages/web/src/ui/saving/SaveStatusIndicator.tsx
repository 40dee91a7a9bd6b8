import type { SaveStatus } from './edit-state.ts';
import './save-status.css';

/** spec §4 save cycle, always in view: a coloured dot and the status in words, announced politely. */
export function SaveStatusIndicator({ status, label }: { status: SaveStatus; label: string }) {
  return (
    <p className={`save-indicator save-indicator--${status}`} role="status" data-save-status={status}>
      <span className="save-indicator__dot" aria-hidden="true" />
      {label}
    </p>
  );
}
