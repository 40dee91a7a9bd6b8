// The stylesheet helper reads the player's CSS from disk (vitest runs in Node); only what it uses is
// declared here, so the player's types stay free of Node's globals.
declare module 'node:fs' {
  export function readFileSync(path: string, encoding: 'utf8'): string;
}

declare module 'node:path' {
  export function resolve(...paths: string[]): string;
}

interface ImportMeta {
  /** The folder of this module (Node 20.11+, and Vite's module runner). */
  readonly dirname: string;
}
