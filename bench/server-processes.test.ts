import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { startServerProcess } from './server-processes.ts';
import { FRAMEWORK_CEILING_BODY, FRAMEWORK_CEILING_PATH } from './servers/framework-ceiling.ts';

describe('startServerProcess', () => {
  it('starts a server in its own process, answers over HTTP, and stops it', async () => {
    const server = await startServerProcess('framework-ceiling', {});
    try {
      const response = await fetch(`${server.url}${FRAMEWORK_CEILING_PATH}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual(FRAMEWORK_CEILING_BODY);
    } finally {
      await server.stop();
    }
    await expect(fetch(`${server.url}${FRAMEWORK_CEILING_PATH}`)).rejects.toThrow();
  });

  it('rejects, with the reason, when the server cannot start', async () => {
    // A data dir inside a regular file: the data ceiling fails while opening its PGlite database.
    const failing = startServerProcess('data-ceiling', {
      DATA_DIR: fileURLToPath(import.meta.url),
      DATABASE_URL: '',
      SESSION_SECRET: 'x'.repeat(32),
    });
    await expect(failing).rejects.toThrow(/data-ceiling server exited before it was ready/);
  });
});
