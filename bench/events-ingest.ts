// `events-ingest-per-s` (issue 15): analytics events accepted per second by one server whose events
// table already holds 1 000 000 events (10 000 with `--smoke`). One server in this process on a database of
// its own (the demo seed); batches of the tracker's kind are posted through Fastify's inject by several
// clients at once, so the figure is the server's work — session, validation against the tracking plan,
// the one insert per batch into the month's partition — without a socket.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { SEARCH_PERFORMED_EVENT } from '@slidewise/core';
import { buildApp, DEMO_CREDENTIALS } from '@slidewise/server';
import { openSeededDatabase } from './seeded-database.ts';
import { rawQueryOf } from './servers/raw-query.ts';
import { signInAsDemoOwner } from './sign-in.ts';

/** The target (Checks → Bench). */
export const MINIMUM_EVENTS_PER_SECOND = 5000;
/** Events per batch: what a tracker sends after a few screens of work (at most MAX_EVENTS_PER_BATCH). */
export const EVENTS_PER_BATCH = 20;
/** Batches in flight at once: as many browsers sending together. */
const CLIENTS = 8;

export interface IngestLoad {
  storedEvents: number;
  measuredMs: number;
  warmUpBatches: number;
}

export const ingestLoad = (smoke: boolean): IngestLoad =>
  smoke
    ? { storedEvents: 10_000, measuredMs: 1_000, warmUpBatches: 5 }
    : { storedEvents: 1_000_000, measuredMs: 10_000, warmUpBatches: 100 };

/** Events per second from a count accepted over a duration. */
export const eventsPerSecond = (accepted: number, elapsedMs: number): number => (elapsedMs <= 0 ? 0 : (accepted * 1000) / elapsedMs);

/** What a measured run found: events per second of wall time, and per second of this process's CPU time. */
export interface IngestFigures {
  perSecond: number;
  /**
   * Events per CPU second used by this process (the server; with PGlite the database too): on a shared,
   * busy machine the wall-clock figure says more about the neighbours than about the server.
   */
  perCpuSecond: number;
}

/** `events-ingest-per-s: N` (after a `target-missed:` line when it is below the target) and its CPU-time twin. */
export function eventsIngestLines(figures: IngestFigures, storedEvents: number): string[] {
  const shown = Math.round(figures.perSecond);
  return [
    ...(shown < MINIMUM_EVENTS_PER_SECOND ? [`target-missed: events-ingest-per-s ${shown} is below ${MINIMUM_EVENTS_PER_SECOND}`] : []),
    `events-ingest-stored: ${storedEvents}`,
    `events-ingest-per-cpu-s: ${Math.round(figures.perCpuSecond)}`,
    `events-ingest-per-s: ${shown}`,
  ];
}

/** One batch of Search Performed events, each with its own message id, as a browser's tracker sends them. */
export function searchBatch(size = EVENTS_PER_BATCH) {
  return {
    batch: Array.from({ length: size }, (_, index) => ({
      type: 'track' as const,
      event: SEARCH_PERFORMED_EVENT,
      properties: { scope: 'people', query_length: 3 + (index % 5), result_count: index },
      messageId: randomUUID(),
      timestamp: new Date().toISOString(),
    })),
  };
}

/**
 * Runs `clients` loops at once, each sending while `keepGoing()` says so, and answers the events accepted
 * by them all. Each count is added after its await: `total += await send()` would read the total before
 * waiting, and clients finishing in the same span would overwrite each other's counts.
 */
export async function sendFromClients(clients: number, keepGoing: () => boolean, send: () => Promise<number>): Promise<number> {
  let accepted = 0;
  const client = async () => {
    while (keepGoing()) {
      const sent = await send();
      accepted += sent;
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  return accepted;
}

/**
 * Stores `storedEvents` events in the demo account, spread over the last 90 days (their month partitions
 * made first, as the daily job keeps them), then posts batches for `measuredMs` from CLIENTS clients and
 * answers the events accepted per second, of wall time and of CPU time. Every answer must be 202 with the whole batch accepted.
 */
export async function measureEventsIngest(workDir: string, databaseUrl: string | undefined, load: IngestLoad): Promise<IngestFigures> {
  const { config, handle } = await openSeededDatabase(join(workDir, 'events'), databaseUrl);
  try {
    const raw = rawQueryOf(handle);
    const [[accountId, userId]] = (await raw({ name: 'bench_events_owner', text: 'select account_id, id from users where email = $1' }, [
      DEMO_CREDENTIALS.email,
    ])) as [[string, string]];
    await raw(
      {
        name: 'bench_events_partitions',
        text: `select analytics_events_ensure_month_partitions((date_trunc('month', now()) - interval '3 months')::date, 6)`,
      },
      [],
    );
    await raw(
      {
        name: 'bench_events_stored',
        text: `insert into analytics_events (account_id, event_type, event_name, event_version, properties, user_id, received_at)
          select $1, 'track', $3, '1.0.0', jsonb_build_object('scope', 'courses', 'query_length', i % 20, 'result_count', i % 50), $2,
            now() - (i % 90) * interval '1 day' - (i % 86400) * interval '1 second'
          from generate_series(1, $4::integer) i`,
      },
      [accountId, userId, SEARCH_PERFORMED_EVENT, load.storedEvents],
    );

    // Many batches a minute from one address: the per-address limit is for strangers, not for this load.
    const app = await buildApp({ ...config, eventsRateLimit: { max: 1_000_000, windowMs: 60_000 } }, { database: handle.db });
    try {
      const cookie = await signInAsDemoOwner(app);
      const send = async () => {
        const response = await app.inject({ method: 'POST', url: '/api/events', headers: { cookie }, payload: searchBatch() });
        if (response.statusCode !== 202 || response.json().accepted !== EVENTS_PER_BATCH)
          throw new Error(`A batch answered ${response.statusCode}: ${response.body}`);
        return EVENTS_PER_BATCH;
      };
      for (let index = 0; index < load.warmUpBatches; index++) await send();
      const started = performance.now();
      const cpuBefore = process.cpuUsage();
      const accepted = await sendFromClients(CLIENTS, () => performance.now() - started < load.measuredMs, send);
      const cpu = process.cpuUsage(cpuBefore);
      return {
        perSecond: eventsPerSecond(accepted, performance.now() - started),
        perCpuSecond: eventsPerSecond(accepted, (cpu.user + cpu.system) / 1000),
      };
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
  }
}
