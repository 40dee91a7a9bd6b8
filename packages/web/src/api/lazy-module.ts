/**
 * A module imported on first use and kept: the shell calls `load()` wherever it needs the module, and
 * only the first call fetches it. A failed fetch (offline) is not kept, so the next call tries again.
 * The shell uses it for what would otherwise weigh on every first visit (bench/learner-bundle.ts):
 * contracts, whose zod schemas are not needed until their answer arrives.
 */
export function lazyModule<M>(importModule: () => Promise<M>): () => Promise<M> {
  let loading: Promise<M> | undefined;
  return () => {
    loading ??= importModule().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
