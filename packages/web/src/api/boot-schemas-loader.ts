type BootSchemas = typeof import('./boot-schemas.ts');

let loading: Promise<BootSchemas> | undefined;

/** The shell's response schemas, fetched once; a failed fetch (offline) is tried again next time. */
export function bootSchemas(): Promise<BootSchemas> {
  loading ??= import('./boot-schemas.ts').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
