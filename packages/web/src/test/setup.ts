import { onlineManager } from '@tanstack/react-query';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { bootSchemas } from '../api/boot-schemas-loader.ts';

// The app loads the shell's response schemas on its first call; tests start with them loaded, so a
// first failure answer takes no module import (which fake timers cannot hurry).
await bootSchemas();

// Pages load lazily (their module is imported on first navigation, transformed on the spot in tests):
// on a busy machine that alone can pass the default 1 s of findBy/waitFor.
configure({ asyncUtilTimeout: 3000 });

// Without vitest globals Testing Library cannot register its own cleanup, so each test unmounts here.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  // The one online record is shared by every test of a worker: each starts online.
  onlineManager.setOnline(true);
  localStorage.clear();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: happy-dom's cookies are cleared the way the app writes them.
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  });
  const root = document.documentElement;
  root.removeAttribute('data-theme');
  root.removeAttribute('lang');
  root.removeAttribute('dir');
});
