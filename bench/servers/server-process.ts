// The entry of one benchmarked server's own process (started by ../server-processes.ts), so autocannon
// in the parent never competes with the server for its event loop. BENCH_SERVER names the server.
import { isServerKind, openServer } from './open-server.ts';

export interface ReadyMessage {
  ready: true;
  port: number;
}

const kind = process.env.BENCH_SERVER;
if (!isServerKind(kind)) throw new Error(`BENCH_SERVER must name a benchmark server, got "${kind}".`);
if (!process.send) throw new Error('server-process.ts runs as a child process with an IPC channel (fork).');

const server = await openServer(kind, process.env);
await server.app.listen({ host: '127.0.0.1', port: 0 });
const address = server.app.server.address();
if (typeof address !== 'object' || !address) throw new Error('The server is not listening on a TCP port.');
process.send({ ready: true, port: address.port } satisfies ReadyMessage);

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await server.close();
  // A normal exit, so `--cpu-prof` writes its profile.
  process.exit(0);
}
process.on('message', (message) => {
  if (message === 'stop') void stop();
});
// The parent is gone (it crashed or was killed): do not linger holding a port and a database.
process.on('disconnect', () => void stop());
