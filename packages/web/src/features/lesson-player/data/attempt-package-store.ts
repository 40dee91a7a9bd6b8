import type { PackageDataStore } from '@slidewise/player';
import { getPackageRuntime, savePackageRuntime, startAiccSession } from './learner-lesson-api.ts';

/**
 * The package slides' data store for the attempt being played (issue 13): kept on the server per attempt
 * and slide, so a package resumes where it stopped on any device. The attempt is read at each call, since
 * playing again starts another.
 */
export function attemptPackageStore(currentAttemptId: () => string): PackageDataStore {
  return {
    async load(slideId) {
      const stored = await getPackageRuntime(currentAttemptId(), slideId);
      return stored.standard ? { standard: stored.standard, values: stored.values } : null;
    },
    async save(slideId, data) {
      await savePackageRuntime(currentAttemptId(), slideId, data);
    },
    startAiccSession: (slideId) => startAiccSession(currentAttemptId(), slideId),
  };
}
