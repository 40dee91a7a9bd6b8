/** Runs `vite build` when the web app's sources are newer than its last build; false when the build failed. */
export function ensureWebBuild(options?: { stdio?: 'inherit' | 'ignore' | 'pipe' }): boolean;
