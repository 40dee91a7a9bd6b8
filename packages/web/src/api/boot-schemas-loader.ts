import { lazyModule } from './lazy-module.ts';

/** The shell's response schemas, fetched once; a failed fetch (offline) is tried again next time. */
export const bootSchemas = lazyModule(() => import('./boot-schemas.ts'));
