import { createContext, type ReactNode, useContext } from 'react';
import type { StoredPackageData } from './scorm-session.ts';

/**
 * Where the package slides keep what a package stores (issue 13): the app binds it to the learner's attempt
 * on the server, so a sitting resumes on any device. Without a provider (the editor's preview) nothing is
 * kept and every sitting starts afresh.
 */
export interface PackageDataStore {
  /** What the package stored for this slide in this attempt, or null before anything. */
  load(slideId: string): Promise<StoredPackageData | null>;
  save(slideId: string, data: StoredPackageData): Promise<void>;
  /** One launch of an AICC unit: the HACP session id and address it reports to (AICC_SID, AICC_URL). */
  startAiccSession(slideId: string): Promise<{ sessionId: string; aiccUrl: string }>;
}

const PackageDataStoreContext = createContext<PackageDataStore | null>(null);

export function PackageDataStoreProvider({ store, children }: { store: PackageDataStore | null; children: ReactNode }) {
  return <PackageDataStoreContext.Provider value={store}>{children}</PackageDataStoreContext.Provider>;
}

export function usePackageDataStore(): PackageDataStore | null {
  return useContext(PackageDataStoreContext);
}
