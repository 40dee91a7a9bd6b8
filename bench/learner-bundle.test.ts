import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { ensureWebBuild } from '../scripts/web-build.mjs';
import {
  initialScriptPaths,
  learnerBundleLines,
  MAXIMUM_LEARNER_INITIAL_JS_GZ_KB,
  measureInitialJs,
  pageLibrariesIn,
} from './learner-bundle.ts';

const builtIndex = `<!doctype html>
<html><head>
  <script type="module" crossorigin src="/assets/index-A.js"></script>
  <link rel="modulepreload" crossorigin href="/assets/react-B.js">
  <link rel=modulepreload href='/assets/vendor-C.js'>
  <link rel="stylesheet" crossorigin href="/assets/index-D.css">
  <link rel="preload" as="font" href="/assets/font.woff2">
  <link rel="modulepreload" href="/assets/react-B.js">
  <script src="/legacy.js"></script>
</head><body><div id="root"></div></body></html>`;

describe('initialScriptPaths', () => {
  it('lists the module entry and the preloaded modules once each, and nothing else', () => {
    expect(initialScriptPaths(builtIndex)).toEqual(['/assets/index-A.js', '/assets/react-B.js', '/assets/vendor-C.js']);
  });
});

describe('measureInitialJs', () => {
  let dir = '';
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('adds up the gzipped size of every initial script and ignores the lazy chunks', async () => {
    dir = await mkdtemp(join(tmpdir(), 'learner-bundle-'));
    await mkdir(join(dir, 'assets'));
    const contents: Record<string, string> = {
      'index-A.js': 'console.log("entry");'.repeat(50),
      'react-B.js': 'export const react = 1;'.repeat(200),
      'vendor-C.js': Array.from({ length: 500 }, (_, index) => `export const v${index} = ${index * 7919};`).join('\n'),
      'lazy-page-E.js': 'x'.repeat(100_000),
    };
    for (const [name, text] of Object.entries(contents)) await writeFile(join(dir, 'assets', name), text);
    await writeFile(join(dir, 'index.html'), builtIndex);

    const measured = await measureInitialJs(dir);
    const expected = ['index-A.js', 'react-B.js', 'vendor-C.js'].reduce((sum, name) => sum + gzipSync(contents[name]!).length, 0);
    expect(measured.files.map((file) => file.path)).toEqual(['/assets/index-A.js', '/assets/react-B.js', '/assets/vendor-C.js']);
    expect(measured.gzipBytes).toBe(expected);
  });

  it('refuses a page without a module script', async () => {
    dir = await mkdtemp(join(tmpdir(), 'learner-bundle-'));
    await writeFile(join(dir, 'index.html'), '<html><body></body></html>');
    await expect(measureInitialJs(dir)).rejects.toThrow(/no module script/);
  });
});

describe('learnerBundleLines', () => {
  it('prints kilobytes with one decimal', () => {
    expect(learnerBundleLines({ files: [], gzipBytes: 100 * 1024 + 52 })).toEqual(['learner-initial-js-gz-kb: 100.1']);
  });

  it('says when the budget is missed', () => {
    expect(learnerBundleLines({ files: [], gzipBytes: 151 * 1024 })).toEqual([
      'target-missed: learner-initial-js-gz-kb 151 is above 150',
      'learner-initial-js-gz-kb: 151',
    ]);
  });
});

describe('pageLibrariesIn', () => {
  const initialOf = (...paths: string[]) => ({ files: paths.map((path) => ({ path, bytes: 1, gzipBytes: 1 })), gzipBytes: paths.length });

  it('names the page-only library chunks among the initial scripts', () => {
    const initial = initialOf('/assets/index-B91DQVyo.js', '/assets/schemas-BuDla20I.js', '/assets/charts--1ZKqJSw.js');
    expect(pageLibrariesIn(initial)).toEqual(['schemas', 'charts']);
  });

  it('does not take a page chunk whose name only begins like a library group for it', () => {
    const initial = initialOf('/assets/editing-toolbar-D9ewal6X.js', '/assets/course-editing-D9ewal6X.js', '/assets/react-Debv3Ga8.js');
    expect(pageLibrariesIn(initial)).toEqual([]);
  });
});

// The guard against the shell growing back: wave two's top bar imported two contracts and a zod enum,
// and every first visit downloaded zod (150 → 181 KB) without any test noticing.
describe('the built app', () => {
  it('keeps its first download within the budget, without the libraries only pages use', async () => {
    expect(ensureWebBuild({ stdio: 'pipe' })).toBe(true);
    const initial = await measureInitialJs();

    expect(pageLibrariesIn(initial), 'the shell preloads a library only pages need').toEqual([]);
    expect(initial.gzipBytes / 1024).toBeLessThanOrEqual(MAXIMUM_LEARNER_INITIAL_JS_GZ_KB);
  });
});
