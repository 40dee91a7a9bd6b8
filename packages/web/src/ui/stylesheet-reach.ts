import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

// Every page is its own lazy chunk, and a stylesheet travels with the chunk of the module that imports it.
// A class styled by a stylesheet that only another feature imports works after navigating through that
// feature and is missing on a direct load or a bookmark (the lesson editor's glyphs and the course status
// badge were). This walks the web sources and finds such classes, so `stylesheet-reach.test.ts` can
// refuse them before a browser ever shows one.

export interface UnreachedClass {
  /** The module using the class, from the web package's src/. */
  module: string;
  className: string;
  /** The stylesheets that style the class, none of them reachable from the module. */
  stylesheets: string[];
}

function filesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/** The area a module's chunk goes with: its feature (features/<name>), or the shared folder it sits in. */
function areaOf(pathInSource: string): string {
  const parts = pathInSource.split('/');
  return parts[0] === 'features' ? parts.slice(0, 2).join('/') : parts.slice(0, -1).join('/');
}

const staticImportPattern = /^\s*import\s+(?:[^'"]*?\s+from\s+)?['"](\.[^'"]+)['"]/gm;
const classAttributePattern = /className=(?:"([^"]+)"|\{`([^`]+)`\}|\{'([^']+)'\})/g;
const classSelectorPattern = /\.(-?[_a-zA-Z][\w-]*)/g;

/** The stylesheets `start` imports, directly or through the modules `enter` lets the walk go into. */
function stylesheetsReached(importsOf: Map<string, string[]>, start: string, enter: (module: string) => boolean): Set<string> {
  const reached = new Set<string>();
  const seen = new Set<string>();
  const walk = (module: string) => {
    if (seen.has(module) || !enter(module)) return;
    seen.add(module);
    for (const target of importsOf.get(module) ?? []) {
      if (target.endsWith('.css')) reached.add(target);
      else walk(target);
    }
  };
  walk(start);
  return reached;
}

/**
 * Classes written literally in a `className` whose stylesheets are neither imported by the module's own
 * area nor loaded by the shell (what `main.tsx` imports statically, features aside, since they arrive
 * through lazy routes). A module a feature exports through its index.ts is used by other features' chunks,
 * so it must import its stylesheets itself (or through what it imports).
 */
export function unreachedClasses(sourceRoot: string): UnreachedClass[] {
  const files = filesUnder(sourceRoot).map((path) => relative(sourceRoot, path).split('\\').join('/'));
  const modules = files.filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path) && !path.startsWith('test/'));
  const importsOf = new Map<string, string[]>(
    modules.map((module) => {
      const source = readFileSync(join(sourceRoot, module), 'utf8');
      const targets = [...source.matchAll(staticImportPattern)].map((match) =>
        relative(sourceRoot, resolve(sourceRoot, dirname(module), match[1]!))
          .split('\\')
          .join('/'),
      );
      return [module, targets];
    }),
  );

  const shellStylesheets = stylesheetsReached(importsOf, 'main.tsx', (module) => !module.startsWith('features/'));

  const exportedByFeatureIndex = new Set(
    modules
      .filter((module) => /^features\/[^/]+\/index\.tsx?$/.test(module))
      .flatMap((index) =>
        [...readFileSync(join(sourceRoot, index), 'utf8').matchAll(/^export\s[^;]*?from\s+'(\.[^']+)'/gm)].map((match) =>
          relative(sourceRoot, resolve(sourceRoot, dirname(index), match[1]!))
            .split('\\')
            .join('/'),
        ),
      ),
  );

  const areasImporting = new Map<string, Set<string>>();
  for (const [module, targets] of importsOf) {
    for (const target of targets.filter((path) => path.endsWith('.css'))) {
      const areas = areasImporting.get(target) ?? new Set<string>();
      areas.add(areaOf(module));
      areasImporting.set(target, areas);
    }
  }

  const stylesheetsOf = new Map<string, string[]>();
  for (const stylesheet of files.filter((path) => path.endsWith('.css'))) {
    const rules = readFileSync(join(sourceRoot, stylesheet), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      // Data addresses hold dots that are not selectors.
      .replace(/url\([^)]*\)/g, '');
    for (const [, className] of rules.matchAll(classSelectorPattern)) {
      stylesheetsOf.set(className!, [...new Set([...(stylesheetsOf.get(className!) ?? []), stylesheet])]);
    }
  }

  const unreached: UnreachedClass[] = [];
  for (const module of modules) {
    const source = readFileSync(join(sourceRoot, module), 'utf8');
    const classNames = new Set(
      [...source.matchAll(classAttributePattern)].flatMap((match) => (match[1] ?? match[2] ?? match[3] ?? '').split(/\s+/)),
    );
    const ownStylesheets = exportedByFeatureIndex.has(module) ? stylesheetsReached(importsOf, module, () => true) : undefined;
    for (const className of classNames) {
      // Interpolated parts (`status-badge--${tone}`) are not class names of their own.
      if (!/^[a-z][\w-]*$/.test(className)) continue;
      const stylesheets = stylesheetsOf.get(className);
      if (!stylesheets) continue;
      const reached = stylesheets.some(
        (stylesheet) =>
          shellStylesheets.has(stylesheet) ||
          (ownStylesheets ? ownStylesheets.has(stylesheet) : areasImporting.get(stylesheet)?.has(areaOf(module))),
      );
      if (!reached) unreached.push({ module, className, stylesheets });
    }
  }
  return unreached;
}
