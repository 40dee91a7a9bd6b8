import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';

// react-router's package gives its production build to no condition: every import resolves to the development
// build, whose warnings (ENABLE_DEV_WARNINGS) cost every first visit 0.6 KB gzipped. The two builds differ in
// nothing else.
const reactRouterProductionBuild = fileURLToPath(import.meta.resolve('react-router').replace('/development/', '/production/'));

// The API server serves dist/ in production; in development Vite proxies /api to it (API_URL overrides).
export default defineConfig(({ mode }) => {
  const environment = loadEnv(mode, '.', '');
  return {
    plugins: [react()],
    // The dev server keeps react-router's warnings; the build leaves them out (reactRouterProductionBuild).
    resolve: mode === 'production' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProductionBuild }] } : {},
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // The server reads the public site's script names from it (server: modules/public-site/site-scripts.ts).
      manifest: true,
      rolldownOptions: {
        // The app, the page the package origin serves to run a SCORM package (PACKAGE_ORIGIN, issue 11), and
        // the public course site's two scripts (issue 18): its pages are rendered by the server, not the app.
        input: {
          index: 'index.html',
          'package-runtime': 'package-runtime.html',
          'public-page': 'src/public-site/public-page.ts',
          'public-player': 'src/public-site/public-player.tsx',
        },
        treeshake: {
          // Our modules do nothing on import but define their exports (stylesheets aside, which keep their
          // side effects), so a module nobody uses is dropped: a page that needs one schema of core does
          // not pull in the whole barrel, and a feature's index does not drag its other pages into the
          // shell. Without this every top-level z.object(...) counted as a side effect and every first
          // visit carried all of core. Zod schema definitions nobody reads are dropped for the same reason.
          moduleSideEffects: [{ test: /[\\/]packages[\\/](core|player|web)[\\/]src[\\/].*\.tsx?$/, sideEffects: false }],
          manualPureFunctions: ['z'],
        },
        output: {
          // Libraries change less often than our code, so they get their own long-cached chunks. Only
          // what the shell runs (React, the router, TanStack Query, i18next) shares the first-visit
          // chunks; the rest goes with the pages that use it (bench/learner-bundle.ts holds the budget).
          // use-sync-external-store (react-i18next and TipTap both use it) goes with React: left to the
          // rich-text group, every page would download the rich-text chunk to reach it.
          codeSplitting: {
            // Automatic splitting made one common chunk per set of pages sharing a module: a direct visit
            // of the lesson editor fetched 58 scripts (the shell's 22, then 36 more, many of a few hundred
            // bytes), and on a busy machine each one waited in turn (issue 11, editor-open-200-ms). Common
            // chunks under 32 KiB are copied into the chunks that use them instead (18 scripts; the
            // runtime keeps one instance of each module, so shared state stays shared). Chunks holding
            // styles stay files, as Vite's CSS handling needs one owner per stylesheet.
            experimentalInlineCommonChunks: { maxSize: 32 * 1024, exclude: /\.css(\?|$)/ },
            groups: [
              {
                name: 'react',
                test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|use-sync-external-store)[\\/]/,
              },
              { name: 'schemas', test: /node_modules[\\/]zod[\\/]/ },
              // The rich-text editor loads only when a slide form shows an html field: kept out of the
              // shared vendor chunk so the other pages never download it.
              {
                name: 'rich-text',
                test: /node_modules[\\/](@tiptap|prosemirror-[^\\/]+|orderedmap|rope-sequence|w3c-keyname|linkifyjs)[\\/]/,
              },
              // Drag and drop and immutable updates serve the editors and some slide templates, never the shell.
              { name: 'editing', test: /node_modules[\\/](@dnd-kit[\\/][^\\/]+|immer)[\\/]/ },
              // Libraries only some pages use get chunks of their own: left in the shared vendor chunk, every
              // page that needs any library downloaded them all (a stranger playing a public lesson: 667 KB
              // gzipped, public-lesson-js-gz-kb). Charts serve the report pages (DESIGN.md); the SCORM runtime
              // serves the package runtime page on the package origin.
              { name: 'charts', test: /node_modules[\\/](echarts|zrender)[\\/]/ },
              { name: 'scorm', test: /node_modules[\\/]scorm-again[\\/]/ },
              { name: 'vendor', test: /node_modules[\\/]/ },
            ],
          },
        },
      },
    },
    server: {
      proxy: { '/api': { target: environment.API_URL || 'http://localhost:3000', changeOrigin: false } },
    },
  };
});
