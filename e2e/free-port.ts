import { createServer } from 'node:net';

/** A port of 127.0.0.1 free a moment ago, for a spec's own server whose address (PUBLIC_URL) must be known before it starts. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
