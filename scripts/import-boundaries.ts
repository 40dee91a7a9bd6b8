// The one-way picture of DESIGN.md, enforced: core imports nothing of ours; player only core; server only
// core; web only core and player; no package reaches into another's files (only its name, i.e. its
// src/index.ts); and web features import each other only through their index.ts. Biome's
// noRestrictedImports matches import strings, not the files they resolve to, so a relative path that
// climbs into another package or feature would slip past it; this check resolves each import first.
// `npm run lint` runs it: `tsx scripts/import-boundaries.ts` prints each violation and exits 1 on any.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export type PackageName = 'core' | 'player' | 'server' | 'web';

/** Which of our packages each package may import by name. */
export const allowedPackages: Readonly<Record<PackageName, readonly PackageName[]>> = {
  core: [],
  player: ['core'],
  server: ['core'],
  web: ['core', 'player'],
};

const importPattern = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;

/** Every module a source file imports or re-exports, statically or dynamically. */
export function importsOf(source: string): string[] {
  return [...source.matchAll(importPattern)].map((match) => match[1]!);
}

interface Location {
  packageName: PackageName;
  /** Under the package's src/ (anything else, such as public/, is the package's own assets). */
  isSource: boolean;
  /** The web feature the file belongs to (packages/web/src/features/<feature>/…). */
  feature?: string;
  /** The path inside the package's src/, with / separators. */
  inSource: string;
}

/** Where a file of the repository sits, or undefined outside packages/<name>/. */
export function locate(pathFromRoot: string): Location | undefined {
  const parts = pathFromRoot.split(/[\\/]/);
  const packageName = parts[1] as PackageName;
  if (parts[0] !== 'packages' || !(packageName in allowedPackages)) return undefined;
  const isSource = parts[2] === 'src';
  const inSource = isSource ? parts.slice(3).join('/') : '';
  const feature = isSource && packageName === 'web' && parts[3] === 'features' && parts.length > 5 ? parts[4] : undefined;
  return { packageName, isSource, inSource, ...(feature === undefined ? {} : { feature }) };
}

const featureEntry = /^features\/[^/]+(\/index(\.tsx?)?)?$/;

/** What is wrong with `specifier` imported from the file at `fromPath` (both from the repository root), if anything. */
export function violationOf(fromPath: string, specifier: string): string | undefined {
  const from = locate(fromPath);
  if (!from?.isSource) return undefined;
  const ours = /^@slidewise\/([^/]+)(\/.*)?$/.exec(specifier);
  if (ours) {
    const target = ours[1] as PackageName;
    if (ours[2]) return `imports ${specifier}: use the package's public face '@slidewise/${target}' (its src/index.ts)`;
    if (target !== from.packageName && !allowedPackages[from.packageName].includes(target)) {
      return `imports @slidewise/${target}: ${from.packageName} may import ${allowedPackages[from.packageName].join(' and ') || 'none of our packages'}`;
    }
    return undefined;
  }
  if (!specifier.startsWith('.')) return undefined;
  const targetPath = join(dirname(fromPath), specifier).split(sep).join('/');
  const target = locate(targetPath);
  if (!target || target.packageName !== from.packageName) {
    return `imports ${specifier}, outside its package: import another package by its name`;
  }
  if (from.feature !== undefined && target.inSource.startsWith('features/')) {
    const targetFeature = target.inSource.split('/')[1];
    if (targetFeature !== from.feature && !featureEntry.test(target.inSource)) {
      return `imports ${specifier}: the ${targetFeature} feature is entered through its index.ts`;
    }
  }
  return undefined;
}

function* sourceFiles(directory: string): Generator<string> {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(directory, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx|mts)$/.test(entry.name)) yield path;
  }
}

/** Every violation in the repository's packages, as `file: message`. */
export function checkRepository(root: string): string[] {
  const problems: string[] = [];
  for (const file of sourceFiles(join(root, 'packages'))) {
    const fromPath = relative(root, file).split(sep).join('/');
    for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
      const problem = violationOf(fromPath, specifier);
      if (problem) problems.push(`${fromPath}: ${problem}`);
    }
  }
  return problems;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const problems = checkRepository(resolve(dirname(fileURLToPath(import.meta.url)), '..'));
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`\n${problems.length} import(s) cross a boundary of DESIGN.md.`);
    process.exit(1);
  }
  console.log('import boundaries: ok');
}
