// Work a request starts but its answer must not wait for: the answer then takes the same time whatever
// the work finds (sign-up and magic-link requests must not tell which e-mail addresses have accounts).

export interface AfterResponse {
  /** Runs `work` once the answer has gone out; a failure is logged, never sent to anyone. */
  run(work: () => Promise<void>): void;
  /** Resolves when all work started so far has finished (the server's shutdown, tests). */
  settled(): Promise<void>;
}

export interface AfterResponseLog {
  error(details: object, message: string): void;
}

export function createAfterResponse(log: AfterResponseLog): AfterResponse {
  const pending = new Set<Promise<void>>();
  return {
    run(work) {
      // setImmediate runs after the handler's answer has been written (Fastify ends the response from a
      // promise callback, before the event loop moves on), so none of the work delays it.
      const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch((error: unknown) => log.error({ err: error }, 'work after a response failed'))
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    async settled() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
