import { createContext, type ReactNode, useContext } from 'react';

/**
 * The package origin as the app knows it: its address; undefined while it is being asked for; null when
 * it cannot be known (the package slides then say they cannot open). Without a provider it is null.
 */
export type KnownPackageOrigin = string | null | undefined;

const PackageOriginContext = createContext<KnownPackageOrigin>(null);

/** Tells the package slides inside where packages play (the server's PACKAGE_ORIGIN). */
export function PackageOriginProvider({ origin, children }: { origin: KnownPackageOrigin; children: ReactNode }) {
  return <PackageOriginContext.Provider value={origin}>{children}</PackageOriginContext.Provider>;
}

export function usePackageOrigin(): KnownPackageOrigin {
  return useContext(PackageOriginContext);
}
