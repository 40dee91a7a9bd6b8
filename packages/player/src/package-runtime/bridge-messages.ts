// The messages between the lesson player (the app's origin) and the package runtime page (the package
// origin). A SCORM package calls its API synchronously on the window around it, which no message can
// answer across origins; so the runtime keeps the SCORM APIs (scorm-again) on its own window, beside the
// package, and the player keeps the package's data: it hands over what was stored at the start, and
// stores what each commit hands back (on the server, so a sitting resumes on any device).
//
//   runtime → player   ready                                  the runtime page is listening
//   player → runtime   start { address, learner?, stored? }   which package, for whom, from where it stopped (package origin only)
//   runtime → player   initialized                            the package called Initialize (its sitting started)
//   runtime → player   commit { standard, values }            after each commit and finish: the data-model values to keep
//   runtime → player   failed                                 the package could not be opened
//
// Each side checks a message's origin and source before it reads it, and reads it with these guards.
import { packageRuntimeBodySchema, type PackageStandardName } from '@slidewise/core';
import type { StoredPackageData } from './scorm-session.ts';

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
  | { channel: typeof BRIDGE_CHANNEL; type: 'commit'; standard: PackageStandardName; values: Record<string, string> }
  | { channel: typeof BRIDGE_CHANNEL; type: 'failed' };

export interface StartMessage {
  channel: typeof BRIDGE_CHANNEL;
  type: 'start';
  address: string;
  learner?: PackageLearner;
  stored?: StoredPackageData;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const MAX_TEXT = 2048;
const isShortText = (value: unknown): value is string => typeof value === 'string' && value.length <= MAX_TEXT;

/** Data-model values as the server would accept them, or null (the same limits on both sides of the bridge). */
function storedData(value: unknown): StoredPackageData | null {
  const parsed = packageRuntimeBodySchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** A message the runtime may send the player, or null for anything else (another frame's messages included). */
export function readRuntimeMessage(data: unknown): RuntimeMessage | null {
  if (!isRecord(data) || data.channel !== BRIDGE_CHANNEL) return null;
  if (data.type === 'ready' || data.type === 'initialized' || data.type === 'failed') return { channel: BRIDGE_CHANNEL, type: data.type };
  if (data.type !== 'commit') return null;
  const stored = storedData({ standard: data.standard, values: data.values });
  return stored ? { channel: BRIDGE_CHANNEL, type: 'commit', ...stored } : null;
}

/** The player's start message, or null for anything else. */
export function readStartMessage(data: unknown): StartMessage | null {
  if (!isRecord(data) || data.channel !== BRIDGE_CHANNEL || data.type !== 'start' || !isShortText(data.address)) return null;
  const start: StartMessage = { channel: BRIDGE_CHANNEL, type: 'start', address: data.address };
  const { learner, stored } = data;
  if (learner !== undefined) {
    if (!isRecord(learner) || !isShortText(learner.id) || !isShortText(learner.name)) return null;
    start.learner = { id: learner.id, name: learner.name };
  }
  if (stored !== undefined) {
    const read = storedData(stored);
    if (!read) return null;
    start.stored = read;
  }
  return start;
}
