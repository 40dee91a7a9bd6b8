import nodeConsole from 'node:console';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

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
