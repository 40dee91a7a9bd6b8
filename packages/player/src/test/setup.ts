import nodeConsole from 'node:console';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Each template's renderer loads on first use (its module transformed on the spot in tests, SCORM's with
// its runtime): on a busy machine that alone can pass the default 1 s of findBy/waitFor.
configure({ asyncUtilTimeout: 3000 });

// Without vitest globals Testing Library cannot register its own cleanup, so each test unmounts here.
afterEach(() => {
  cleanup();
});

// happy-dom never loads iframe pages (the tests check the YouTube, Vimeo and outside-page frames, not
// those sites) and reports each frame on Node's console, which it captured before vitest's own; only
// that notice is dropped.
const reportError = nodeConsole.error.bind(nodeConsole);
nodeConsole.error = (...args: unknown[]) => {
  if (args.some((arg) => String(arg).includes('Iframe page loading is disabled'))) return;
  reportError(...args);
};
