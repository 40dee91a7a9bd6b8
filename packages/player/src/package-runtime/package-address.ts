import { isPackageReference, isStoredPackagePath } from '@slidewise/core';

/**
 * Where a package is loaded from: a stored package on the package origin (never the app's), an https
 * address as it is; null for anything else (an address stored before the rule, or none).
 */
export function packageUrl(address: string, packageOrigin: string): URL | null {
  if (address === '' || !isPackageReference(address)) return null;
  return isStoredPackagePath(address) ? new URL(address, packageOrigin) : new URL(address);
}
