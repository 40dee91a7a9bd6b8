import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PublicSiteSettings } from './page-shell.ts';

// The web build's entries for the public site (packages/web/vite.config.ts): a tiny page script that
// records the Public Preview event, and the player for lesson pages. Their file names carry content
// hashes, so they are read from the build's manifest.
export const PUBLIC_PAGE_ENTRY = 'src/public-site/public-page.ts';
export const PUBLIC_PLAYER_ENTRY = 'src/public-site/public-player.tsx';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/** The public site's scripts and the player's stylesheets from `dist/.vite/manifest.json`; none without a build. */
export function readSiteScripts(webDistDir: string): PublicSiteSettings['scripts'] {
  const manifestPath = join(webDistDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return { playerStyles: [] };
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const page = manifest[PUBLIC_PAGE_ENTRY];
  const player = manifest[PUBLIC_PLAYER_ENTRY];
  return {
    ...(page ? { page: `/${page.file}` } : {}),
    ...(player ? { player: `/${player.file}` } : {}),
    playerStyles: player ? stylesOf(manifest, PUBLIC_PLAYER_ENTRY).map((file) => `/${file}`) : [],
  };
}

/** An entry's stylesheets with those of the chunks it imports statically, each once. */
function stylesOf(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return [];
  return [...new Set([...(chunk.imports ?? []).flatMap((imported) => stylesOf(manifest, imported, seen)), ...(chunk.css ?? [])])];
}
