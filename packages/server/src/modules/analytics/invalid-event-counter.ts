/**
 * How many events this server process refused as invalid since it started (issue 15: invalid events are
 * counted). Read in GET /api/health's output, where monitoring already looks; a count per process, not
 * per account, because a refused event may belong to no account (an unknown course's public page).
 */
export interface InvalidEventCounter {
  add(count: number): void;
  total(): number;
}

export function createInvalidEventCounter(): InvalidEventCounter {
  let refused = 0;
  return {
    add(count) {
      refused += count;
    },
    total: () => refused,
  };
}
