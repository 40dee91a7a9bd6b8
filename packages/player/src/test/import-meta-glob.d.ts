// Vitest runs the player's tests through Vite, whose import.meta.glob lists files at build time; only
// that is declared here, so the player's types stay free of the rest of vite/client's globals.
interface ImportMeta {
  glob<Module = unknown>(pattern: string | readonly string[]): Record<string, () => Promise<Module>>;
}
