// The messages between the lesson player (the app's origin) and the package runtime page (the package
// origin). A SCORM package calls its API synchronously on the window around it, which no message can
// answer across origins; so the runtime keeps the SCORM 1.2 API (and the package's data) on its own window,
// beside the package, and the player only hears what the lesson records: each committed outcome.
//
//   runtime → player   ready                       the runtime page is listening
//   player → runtime   start { address, learner }  which package to play, for whom (sent to the package origin only)
//   runtime → player   initialized                 the package called LMSInitialize (its sitting started)
//   runtime → player   outcome { status, score }   after each LMSCommit and LMSFinish
//   runtime → player   failed                      the package could not be opened
//
// Each side checks a message's origin and source before it reads it, and reads it with these guards.
import { lessonStatuses, type LessonStatus, type ScormOutcome } from '../templates/scorm/scorm12-api.ts';

export const BRIDGE_CHANNEL = 'slidewise-package';

/** Where the runtime page is, on the package origin (the server's package-origin/package-server.ts). */
export const PACKAGE_RUNTIME_PATH = '/package-runtime.html';

export interface PackageLearner {
  id: string;
  name: string;
}

export type RuntimeMessage =
  | { channel: typeof BRIDGE_CHANNEL; type: 'ready' }
  | { channel: typeof BRIDGE_CHANNEL; type: 'initialized' }
  | { channel: typeof BRIDGE_CHANNEL; type: 'outcome'; outcome: ScormOutcome }
  | { channel: typeof BRIDGE_CHANNEL; type: 'failed' };

export interface StartMessage {
  channel: typeof BRIDGE_CHANNEL;
  type: 'start';
  address: string;
  learner?: PackageLearner;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const MAX_TEXT = 2048;
const isShortText = (value: unknown): value is string => typeof value === 'string' && value.length <= MAX_TEXT;

/** A message the runtime may send the player, or null for anything else (another frame's messages included). */
export function readRuntimeMessage(data: unknown): RuntimeMessage | null {
  if (!isRecord(data) || data.channel !== BRIDGE_CHANNEL) return null;
  if (data.type === 'ready' || data.type === 'initialized' || data.type === 'failed') return { channel: BRIDGE_CHANNEL, type: data.type };
  if (data.type !== 'outcome' || !isRecord(data.outcome)) return null;
  const { status, score } = data.outcome;
  if (!lessonStatuses.includes(status as LessonStatus)) return null;
  // The API only accepts scores from 0 to 100; anything else did not come from it.
  if (score !== null && (typeof score !== 'number' || !Number.isFinite(score) || score < 0 || score > 100)) return null;
  return { channel: BRIDGE_CHANNEL, type: 'outcome', outcome: { status: status as LessonStatus, score } };
}

/** The player's start message, or null for anything else. */
export function readStartMessage(data: unknown): StartMessage | null {
  if (!isRecord(data) || data.channel !== BRIDGE_CHANNEL || data.type !== 'start' || !isShortText(data.address)) return null;
  const { learner } = data;
  if (learner === undefined) return { channel: BRIDGE_CHANNEL, type: 'start', address: data.address };
  if (!isRecord(learner) || !isShortText(learner.id) || !isShortText(learner.name)) return null;
  return { channel: BRIDGE_CHANNEL, type: 'start', address: data.address, learner: { id: learner.id, name: learner.name } };
}
