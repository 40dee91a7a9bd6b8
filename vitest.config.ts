import react from '@vitejs/plugin-react';
import type { PluginOption } from 'vite';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { ProjectShuffleSequencer } from './scripts/vitest-shuffle-sequencer.ts';

/**
 * A package's tests as two projects: components (`.test.tsx`) in happy-dom, plain `.test.ts` in node,
 * which starts faster and keeps browser globals out of code that does not need them. `domTests` are the
 * plain tests of code that uses the browser's APIs (local storage, the document, DOMParser).
 */
function nodeAndDomProjects(name: string, root: string, options: { domTests: string[]; setupFiles: string[]; plugins?: PluginOption[] }) {
  const { domTests, setupFiles, plugins = [] } = options;
  return [
    {
      plugins,
      test: {
        name: `${name}-node`,
        root,
        include: ['src/**/*.test.ts'],
        exclude: [...configDefaults.exclude, ...domTests],
        isolate: false,
      },
    },
    {
      plugins,
      test: {
        name: `${name}-dom`,
        root,
        include: ['src/**/*.test.tsx', ...domTests],
        environment: 'happy-dom',
        setupFiles,
        isolate: false,
      },
    },
  ] satisfies TestProjectInlineConfiguration[];
}

// One runner for the workspace. Both cores work (two workers), and each worker runs its files one after
// another in one module graph and one environment (`isolate: false`): core and player are pure, the web
// set-up file resets what the app keeps in the document between tests, and the server files share the
// worker's database (packages/server/src/test-support/test-database.ts). `--project server` runs the API
// suite alone (npm run test:pg); `--project 'web-*'` both halves of a package. The bench's own tests run
// with the bench (npm run bench:test), not here.
export default defineConfig({
  test: {
    passWithNoTests: true,
    pool: 'threads',
    maxWorkers: 2,
    sequence: { sequencer: ProjectShuffleSequencer },
    projects: [
      { test: { name: 'core', root: 'packages/core', include: ['src/**/*.test.ts'], isolate: false } },
      { test: { name: 'scripts', root: 'scripts', include: ['**/*.test.ts'], isolate: false } },
      ...nodeAndDomProjects('player', 'packages/player', {
        setupFiles: ['./src/test/setup.ts'],
        domTests: [
          'src/templates/game-and-quiz-registry.test.ts',
          'src/templates/scorm/launch.test.ts',
          'src/package-runtime/package-runtime.test.ts',
        ],
      }),
      {
        test: {
          name: 'server',
          root: 'packages/server',
          include: ['src/**/*.test.ts'],
          isolate: false,
          globalSetup: ['./src/test-support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...nodeAndDomProjects('web', 'packages/web', {
        plugins: [react()],
        setupFiles: ['./src/test/setup.ts'],
        domTests: [
          'src/api/ai-error-message.test.ts',
          'src/features/auth/data/auth-queries.test.ts',
          'src/api/api-error-message.test.ts',
          'src/features/course-editor/state/{course-edit-session,draft-storage}.test.ts',
          'src/features/activities/settings/item-settings-session.test.ts',
          'src/features/lesson-editor/form/field-label.test.ts',
          'src/features/lesson-editor/settings/lesson-settings-session.test.ts',
          'src/features/lesson-editor/state/{history-shortcut,lesson-draft-storage,lesson-edit-session}.test.ts',
          'src/features/lesson-player/data/{lesson-copy,outbox}.test.ts',
          'src/i18n/document-language.test.ts',
          'src/ui/forms/field-errors.test.ts',
          'src/ui/saving/{draft-storage,field-drafts}.test.ts',
        ],
      }),
    ],
  },
});
