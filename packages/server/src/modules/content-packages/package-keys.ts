// Where a package's bytes are in storage, and where the package origin serves them: the same path, so the
// origin maps a request to a key without a lookup. Account and package ids are the server's own (uuids).

/** The folder of an unpacked package: nothing of the package is written outside it. */
export const packagePrefix = (accountId: string, packageId: string) => `packages/${accountId}/${packageId}/`;

/** The path a slide stores for a package: its launch page on the package origin. */
export const packageAddress = (accountId: string, packageId: string, launch: string) => `/${packagePrefix(accountId, packageId)}${launch}`;
