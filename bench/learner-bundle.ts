// `learner-initial-js-gz-kb`: the JavaScript a browser downloads for /learn before any lazily loaded
// chunk — the built index.html's entry script and every module it preloads — gzipped. Every route of
// the SPA is served the same index.html and each page is a lazy chunk, so this is the shell that any
// first visit pays for before the learner's page code starts to arrive (issue 5: at most 150 KB).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The budget for the learner app's initial JavaScript, in KB (1024 bytes) gzipped. */
export const MAXIMUM_LEARNER_INITIAL_JS_GZ_KB = 150;

export const WEB_DIST_DIR = join(import.meta.dirname, '..', 'packages', 'web', 'dist');

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
    .exec(tag)
    ?.slice(1)
    .find((value) => value !== undefined);
}

/**
 * The scripts index.html makes the browser fetch before the app runs: `<script type="module" src>` and
 * `<link rel="modulepreload" href>`, in document order, each once. Stylesheets and fonts are not JavaScript.
 */
export function initialScriptPaths(html: string): string[] {
  const paths: string[] = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const isScript = /^<script/i.test(tag) && attribute(tag, 'type') === 'module';
    const isPreload = /^<link/i.test(tag) && attribute(tag, 'rel')?.toLowerCase() === 'modulepreload';
    const path = isScript ? attribute(tag, 'src') : isPreload ? attribute(tag, 'href') : undefined;
    if (path && !paths.includes(path)) paths.push(path);
  }
  return paths;
}

export interface InitialJs {
  files: { path: string; bytes: number; gzipBytes: number }[];
  gzipBytes: number;
}

/** Reads the built app in `distDir` and gzips (zlib's default level, as servers and Vite's report do) each initial script. */
export async function measureInitialJs(distDir: string = WEB_DIST_DIR): Promise<InitialJs> {
  const html = await readFile(join(distDir, 'index.html'), 'utf8');
  const paths = initialScriptPaths(html);
  if (paths.length === 0) throw new Error(`${distDir}/index.html loads no module script: is it a Vite build?`);
  const files = await Promise.all(
    paths.map(async (path) => {
      if (/^[a-z]+:\/\//i.test(path)) throw new Error(`index.html loads ${path} from elsewhere; only built files can be measured`);
      const content = await readFile(join(distDir, path.replace(/^\//, '')));
      return { path, bytes: content.length, gzipBytes: gzipSync(content).length };
    }),
  );
  return { files, gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
}

/**
 * The library chunks vite.config.ts's codeSplitting groups keep for the pages that use them (zod, the
 * rich-text editor, drag and drop, charts, the SCORM runtime). A module of the shell that reaches one of
 * them at start-up (a contract imported for its path, a zod enum beside plain values) preloads the whole
 * chunk in every first visit: zod alone is 27 KB gzipped.
 */
export const PAGE_LIBRARY_CHUNKS = ['schemas', 'rich-text', 'editing', 'charts', 'scorm'] as const;

/** Which of PAGE_LIBRARY_CHUNKS the first download holds (built names are `assets/<chunk>-<hash>.js`). */
export function pageLibrariesIn(initial: InitialJs): string[] {
  return PAGE_LIBRARY_CHUNKS.filter((chunk) => initial.files.some((file) => new RegExp(`(^|/)${chunk}-[\\w-]{8}\\.js$`).test(file.path)));
}

/** `learner-initial-js-gz-kb: N` (one decimal), after a `target-missed:` line when over budget. */
export function learnerBundleLines(initial: InitialJs): string[] {
  const kb = Math.round((initial.gzipBytes / 1024) * 10) / 10;
  const missed =
    kb > MAXIMUM_LEARNER_INITIAL_JS_GZ_KB
      ? [`target-missed: learner-initial-js-gz-kb ${kb} is above ${MAXIMUM_LEARNER_INITIAL_JS_GZ_KB}`]
      : [];
  return [...missed, `learner-initial-js-gz-kb: ${kb}`];
}

// `npx tsx bench/learner-bundle.ts`: builds when the sources are newer, then prints the figure and, to see
// where the bytes are, each file's share.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { ensureWebBuild } = await import('../scripts/web-build.mjs');
  if (!ensureWebBuild()) {
    console.error('The web app did not build.');
    process.exit(1);
  }
  const initial = await measureInitialJs();
  for (const file of initial.files)
    console.log(`# ${file.path} ${(file.gzipBytes / 1024).toFixed(1)} KB gzipped (${(file.bytes / 1024).toFixed(1)} KB)`);
  for (const line of learnerBundleLines(initial)) console.log(line);
}
